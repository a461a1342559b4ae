import { toSafeInteger, type Queryable } from '../../db/db';

export type Mirror = {
  id: number;
  hostname: string;
  isSsoHome: boolean;
  isBlocked: boolean;
  verificationMeta: Record<string, string>;
  revshareServiceFrontendUrl: string | null;
  telegramChannelUrl: string | null;
};

export type MirrorFields = Omit<Mirror, 'id'>;

type MirrorRow = {
  id: unknown;
  hostname: string;
  is_sso_home: boolean;
  is_blocked: boolean;
  verification_meta: Record<string, string> | string;
  revshare_service_frontend_url: string | null;
  telegram_channel_url: string | null;
};

const COLUMNS = 'id, hostname, is_sso_home, is_blocked, verification_meta, revshare_service_frontend_url, telegram_channel_url';

function toMirror(row: MirrorRow): Mirror {
  const meta =
    typeof row.verification_meta === 'string' ? (JSON.parse(row.verification_meta) as Record<string, string>) : row.verification_meta;
  return {
    id: toSafeInteger(row.id, 'mirror id'),
    hostname: row.hostname,
    isSsoHome: row.is_sso_home,
    isBlocked: row.is_blocked,
    verificationMeta: meta ?? {},
    revshareServiceFrontendUrl: row.revshare_service_frontend_url,
    telegramChannelUrl: row.telegram_channel_url,
  };
}

const fieldValues = (fields: MirrorFields) => [
  fields.hostname,
  fields.isSsoHome,
  fields.isBlocked,
  JSON.stringify(fields.verificationMeta),
  fields.revshareServiceFrontendUrl,
  fields.telegramChannelUrl,
];

export async function listMirrors(q: Queryable): Promise<Mirror[]> {
  return (await q.query<MirrorRow>(`SELECT ${COLUMNS} FROM mirrors ORDER BY id`)).map(toMirror);
}

export async function findMirrorByHostname(q: Queryable, hostname: string): Promise<Mirror | null> {
  const rows = await q.query<MirrorRow>(`SELECT ${COLUMNS} FROM mirrors WHERE hostname = $1`, [hostname]);
  return rows[0] ? toMirror(rows[0]) : null;
}

export async function findSsoHome(q: Queryable): Promise<Mirror | null> {
  const rows = await q.query<MirrorRow>(`SELECT ${COLUMNS} FROM mirrors WHERE is_sso_home`);
  return rows[0] ? toMirror(rows[0]) : null;
}

/** The seed's rows: a hostname already present keeps what the operator made of it. */
export async function insertMirrorIfAbsent(q: Queryable, fields: MirrorFields): Promise<void> {
  await q.query(
    `INSERT INTO mirrors (hostname, is_sso_home, is_blocked, verification_meta, revshare_service_frontend_url, telegram_channel_url)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6) ON CONFLICT DO NOTHING`,
    fieldValues(fields),
  );
}

/** Only the row `keepId` (or none) stays the SSO home. */
export async function clearSsoHomeExcept(q: Queryable, keepId: number | null): Promise<void> {
  await q.query(`UPDATE mirrors SET is_sso_home = false, updated_at = now() WHERE is_sso_home AND id IS DISTINCT FROM $1`, [keepId]);
}

export async function insertMirror(q: Queryable, fields: MirrorFields): Promise<Mirror | null> {
  const rows = await q.query<MirrorRow>(
    `INSERT INTO mirrors (hostname, is_sso_home, is_blocked, verification_meta, revshare_service_frontend_url, telegram_channel_url)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6) ON CONFLICT (hostname) DO NOTHING RETURNING ${COLUMNS}`,
    fieldValues(fields),
  );
  return rows[0] ? toMirror(rows[0]) : null;
}

export async function updateMirror(q: Queryable, id: number, fields: MirrorFields): Promise<Mirror | null> {
  const rows = await q.query<MirrorRow>(
    `UPDATE mirrors SET hostname = $2, is_sso_home = $3, is_blocked = $4, verification_meta = $5::jsonb,
       revshare_service_frontend_url = $6, telegram_channel_url = $7, updated_at = now()
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, ...fieldValues(fields)],
  );
  return rows[0] ? toMirror(rows[0]) : null;
}

export async function findMirrorById(q: Queryable, id: number): Promise<Mirror | null> {
  const rows = await q.query<MirrorRow>(`SELECT ${COLUMNS} FROM mirrors WHERE id = $1`, [id]);
  return rows[0] ? toMirror(rows[0]) : null;
}

export async function deleteMirror(q: Queryable, id: number): Promise<boolean> {
  const rows = await q.query<{ id: unknown }>(`DELETE FROM mirrors WHERE id = $1 RETURNING id`, [id]);
  return rows.length > 0;
}

export async function insertMirrorVisit(
  q: Queryable,
  visit: { hostname: string; kind: 'visit' | 'redirect'; userId: number | null; ip: string },
): Promise<void> {
  await q.query(`INSERT INTO mirror_visits (hostname, kind, user_id, ip) VALUES ($1, $2, $3, $4)`, [
    visit.hostname,
    visit.kind,
    visit.userId,
    visit.ip,
  ]);
}

export type ProbeRow = { hostname: string; loadMs: number | null };

export async function insertProbeResults(
  q: Queryable,
  userId: number,
  place: { region: string; countryCode: string | null },
  results: ProbeRow[],
): Promise<void> {
  if (results.length === 0) return;
  await q.query(
    `INSERT INTO mirror_probe_results (user_id, hostname, region, country_code, load_ms)
     SELECT $1, r.hostname, $2, $3, r.load_ms FROM jsonb_to_recordset($4::jsonb) AS r(hostname text, load_ms integer)`,
    [userId, place.region, place.countryCode, JSON.stringify(results.map((r) => ({ hostname: r.hostname, load_ms: r.loadMs })))],
  );
}

export type AvailabilityRow = { hostname: string; region: string; probes: number; reachablePercent: number; medianMs: number | null };

export async function availabilityReport(q: Queryable, since: Date): Promise<AvailabilityRow[]> {
  const rows = await q.query<{ hostname: string; region: string; probes: unknown; reachable: unknown; median_ms: unknown }>(
    `SELECT hostname, region, count(*) AS probes, count(load_ms) AS reachable,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY load_ms) AS median_ms
     FROM mirror_probe_results WHERE created_at >= $1
     GROUP BY hostname, region ORDER BY hostname, region`,
    [since],
  );
  return rows.map((row) => {
    const probes = Number(row.probes);
    return {
      hostname: row.hostname,
      region: row.region,
      probes,
      reachablePercent: probes === 0 ? 0 : Math.round((Number(row.reachable) / probes) * 1000) / 10,
      medianMs: row.median_ms === null ? null : Math.round(Number(row.median_ms)),
    };
  });
}

export async function insertHandoff(
  q: Queryable,
  handoff: { tokenSha256: string; userId: number; targetHost: string; nonceSha256: string; ttlS: number },
): Promise<void> {
  await q.query(
    `INSERT INTO sso_handoffs (token_sha256, user_id, target_host, nonce_sha256, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [handoff.tokenSha256, handoff.userId, handoff.targetHost, handoff.nonceSha256, handoff.ttlS],
  );
}

export type ConsumedHandoff = { userId: number; targetHost: string; nonceSha256: string; expired: boolean };

/** Marks the token used (whatever comes of it) and returns what it was for; null when unknown or already used. */
export async function consumeHandoff(q: Queryable, tokenSha256: string): Promise<ConsumedHandoff | null> {
  const rows = await q.query<{ user_id: unknown; target_host: string; nonce_sha256: string; expired: boolean }>(
    `UPDATE sso_handoffs SET used_at = now() WHERE token_sha256 = $1 AND used_at IS NULL
     RETURNING user_id, target_host, nonce_sha256, expires_at <= now() AS expired`,
    [tokenSha256],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    userId: toSafeInteger(row.user_id, 'user id'),
    targetHost: row.target_host,
    nonceSha256: row.nonce_sha256,
    expired: row.expired,
  };
}

export async function deleteStaleHandoffs(q: Queryable): Promise<void> {
  await q.query(`DELETE FROM sso_handoffs WHERE expires_at < now() - interval '1 hour'`);
}

export async function insertTrackingEvent(
  q: Queryable,
  event: { name: string; sessionId: string; mirror: string | null; userId: number | null; ip: string },
): Promise<void> {
  await q.query(`INSERT INTO sso_tracking_events (name, session_id, mirror, user_id, ip) VALUES ($1, $2, $3, $4, $5)`, [
    event.name,
    event.sessionId,
    event.mirror,
    event.userId,
    event.ip,
  ]);
}

export type TrackingEventRow = { name: string; sessionId: string; mirror: string | null; userId: number | null; createdAt: string };

export async function listTrackingEvents(q: Queryable, sessionId: string): Promise<TrackingEventRow[]> {
  const rows = await q.query<{ name: string; session_id: string; mirror: string | null; user_id: unknown; created_at: Date | string }>(
    `SELECT name, session_id, mirror, user_id, created_at FROM sso_tracking_events WHERE session_id = $1 ORDER BY id LIMIT 100`,
    [sessionId],
  );
  return rows.map((row) => ({
    name: row.name,
    sessionId: row.session_id,
    mirror: row.mirror,
    userId: row.user_id === null ? null : Number(row.user_id),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
