import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Queryable } from '../../db/db';

export type DemoSession = { id: number; userId: number | null; currency: Currency; balanceMinor: number; expiresAt: string };

type Row = { id: unknown; user_id: unknown; currency: Currency; balance_minor: unknown; expires_at: Date | string };

const COLUMNS = 'id, user_id, currency, balance_minor, expires_at';

function toSession(row: Row): DemoSession {
  return {
    id: toSafeInteger(row.id, 'demo session id'),
    userId: row.user_id === null ? null : toSafeInteger(row.user_id, 'user id'),
    currency: row.currency,
    balanceMinor: toSafeInteger(row.balance_minor, 'demo balance'),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

export async function insertDemoSession(
  q: Queryable,
  input: { tokenSha256: string; userId: number | null; currency: Currency; balanceMinor: number; lifetimeS: number },
): Promise<DemoSession> {
  const rows = await q.query<Row>(
    `INSERT INTO game_demo_sessions (token_sha256, user_id, currency, balance_minor, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING ${COLUMNS}`,
    [input.tokenSha256, input.userId, input.currency, input.balanceMinor, input.lifetimeS],
  );
  return toSession(rows[0]);
}

/**
 * The live session of a token hash. Its lifetime restarts on use, written at most once a day so that play does
 * not write the row on every request.
 */
export async function findLiveDemoSession(q: Queryable, tokenSha256: string, lifetimeS: number): Promise<DemoSession | null> {
  const rows = await q.query<Row>(
    `WITH live AS (SELECT ${COLUMNS} FROM game_demo_sessions WHERE token_sha256 = $1 AND expires_at > now()),
     touched AS (
       UPDATE game_demo_sessions d SET expires_at = now() + make_interval(secs => $2)
       FROM live WHERE d.id = live.id AND live.expires_at < now() + make_interval(secs => $2) - interval '1 day'
       RETURNING d.expires_at
     )
     SELECT live.id, live.user_id, live.currency, live.balance_minor, coalesce((SELECT expires_at FROM touched), live.expires_at) AS expires_at
     FROM live`,
    [tokenSha256, lifetimeS],
  );
  return rows[0] ? toSession(rows[0]) : null;
}

export async function findDemoSession(q: Queryable, id: number): Promise<DemoSession | null> {
  const rows = await q.query<Row>(`SELECT ${COLUMNS} FROM game_demo_sessions WHERE id = $1`, [id]);
  return rows[0] ? toSession(rows[0]) : null;
}

/** Play money back to the starting balance (never the ledger: it is not money). */
export async function refillDemoSession(q: Queryable, id: number, balanceMinor: number): Promise<DemoSession | null> {
  const rows = await q.query<Row>(
    `UPDATE game_demo_sessions SET balance_minor = $2 WHERE id = $1 AND expires_at > now() RETURNING ${COLUMNS}`,
    [id, balanceMinor],
  );
  return rows[0] ? toSession(rows[0]) : null;
}

export async function findUserCurrency(q: Queryable, userId: number): Promise<Currency | null> {
  const rows = await q.query<{ currency: Currency }>('SELECT currency FROM users WHERE id = $1', [userId]);
  return rows[0]?.currency ?? null;
}
