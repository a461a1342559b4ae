-- Attribution (docs/attribution.md): every traffic touch, each user's first and last touch, the conversions a partner
-- is paid for (registrations, deposits), ad campaigns' bonuses, and partners' postbacks.

-- One row per touch: a UTM landing (adv_id is the id handed back as the advId cookie), an affiliate landing, a
-- page-open event (subH), a registration, or an attachSource after a login or a registration.
CREATE TABLE attribution_touches (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('utm', 'affiliate', 'page_open', 'register', 'attach')),
  adv_id uuid UNIQUE,
  user_id bigint REFERENCES users (id),
  stag text,
  partner text,
  partner_id text,
  adplace text,
  promo text,
  advertise_source text,
  advertise_uid text,
  cpa_one_uid text,
  pr_hash text,
  sub_h text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  -- The landing's whole query (size-limited by the api), for audits.
  query jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attribution_touches_user_idx ON attribution_touches (user_id, id) WHERE user_id IS NOT NULL;

-- Per user: the first touch (never replaced) and the last one; the report's dimensions take each field's first value.
CREATE TABLE attribution_users (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  first_touch_id bigint NOT NULL REFERENCES attribution_touches (id),
  last_touch_id bigint NOT NULL REFERENCES attribution_touches (id),
  stag text,
  partner text,
  utm_source text,
  utm_campaign text,
  registered_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Credited deposits, written in the credit's transaction; a player's first one is marked (at most one per player).
CREATE TABLE attribution_deposits (
  invoice_id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  currency currency_code NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  is_first boolean NOT NULL,
  credited_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX attribution_deposits_first_uq ON attribution_deposits (user_id) WHERE is_first;
CREATE INDEX attribution_deposits_time_idx ON attribution_deposits (credited_at);

-- The ad bonus a UTM landing of a campaign gets (the promo of POST /middleware/utm); utm_campaign '*' is any campaign.
CREATE TABLE attribution_campaign_promos (
  utm_source text NOT NULL,
  utm_campaign text NOT NULL,
  bonus_type text NOT NULL,
  bonus_value text NOT NULL,
  PRIMARY KEY (utm_source, utm_campaign)
);

-- A partner's postback: a URL template called on its players' registrations and first deposits, signed with secret.
CREATE TABLE attribution_postback_configs (
  partner text PRIMARY KEY,
  url_template text NOT NULL,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per (partner, event, user), written in the cause's transaction; the job queue delivers it.
CREATE TABLE attribution_postbacks (
  id bigserial PRIMARY KEY,
  partner text NOT NULL,
  event text NOT NULL CHECK (event IN ('registration', 'first_deposit')),
  user_id bigint NOT NULL REFERENCES users (id),
  stag text,
  amount_minor bigint,
  currency currency_code,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'queued', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_status integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  UNIQUE (partner, event, user_id)
);
CREATE INDEX attribution_postbacks_pending_idx ON attribution_postbacks (id) WHERE status = 'pending';
