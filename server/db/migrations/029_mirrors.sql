-- Mirror domains (docs/mirrors.md): one row per hostname the web is served on. At most one is the SSO home, where
-- the single sign-on hand-off starts; a blocked mirror makes GET /api/mirror point players to a working one.
CREATE TABLE mirrors (
  id bigserial PRIMARY KEY,
  hostname text NOT NULL UNIQUE CHECK (hostname = lower(hostname) AND length(hostname) BETWEEN 1 AND 253),
  is_sso_home boolean NOT NULL DEFAULT false,
  is_blocked boolean NOT NULL DEFAULT false,
  -- Search-engine verification metas by name: {"yandex-verification": "..."}.
  verification_meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  revshare_service_frontend_url text CHECK (length(revshare_service_frontend_url) <= 2048),
  telegram_channel_url text CHECK (length(telegram_channel_url) <= 2048),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX mirrors_one_sso_home ON mirrors (is_sso_home) WHERE is_sso_home;

-- POST /middleware/mirror and /middleware/mirrorRedirect: a player was on, or was redirected from, a mirror.
CREATE TABLE mirror_visits (
  id bigserial PRIMARY KEY,
  hostname text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('visit', 'redirect')),
  user_id bigint REFERENCES users (id),
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mirror_visits_hostname ON mirror_visits (hostname, created_at);

-- The browser's mirror check (POST /api/sendAntiBonusResult): one row per probed domain; load_ms null = unreachable.
CREATE TABLE mirror_probe_results (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  hostname text NOT NULL,
  region text NOT NULL,
  country_code text,
  load_ms integer CHECK (load_ms >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mirror_probe_results_report ON mirror_probe_results (created_at, hostname, region);

-- Single-use SSO hand-off tokens: valid seconds, for one target host, and for the browser holding the nonce.
CREATE TABLE sso_handoffs (
  token_sha256 text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  target_host text NOT NULL,
  nonce_sha256 text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sso_handoffs_expires ON sso_handoffs (expires_at);

-- PUT /api/v2/tracking/events: ssoAvailabilityCreate when a mirror sends a browser to the SSO home,
-- ssoAvailabilityFinish when it is back.
CREATE TABLE sso_tracking_events (
  id bigserial PRIMARY KEY,
  name text NOT NULL CHECK (name IN ('ssoAvailabilityCreate', 'ssoAvailabilityFinish')),
  session_id text NOT NULL,
  mirror text,
  user_id bigint REFERENCES users (id),
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sso_tracking_events_session ON sso_tracking_events (session_id);
