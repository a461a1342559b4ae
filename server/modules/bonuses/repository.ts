import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Queryable } from '../../db/db';
import { SETTLED_BETS } from '../../games/feed/settled-bets-repository';
import { bonusDefinitionSchema, type BonusDefinition } from './definitions';

export type ActivationStatus = 'waiting' | 'active' | 'wagered' | 'expired' | 'forfeited' | 'cancelled';

export type Activation = {
  id: number;
  userId: number;
  definitionCode: string;
  currency: Currency;
  status: ActivationStatus;
  sourceRef: string;
  amountMinor: number;
  depositMinor: number;
  wagerRequiredMinor: number;
  maxBetMinor: number;
  contributions: Record<string, number>;
  expiresInS: number;
  createdAt: string;
  startedAt: string | null;
  expiresAt: string | null;
  finishedAt: string | null;
  settledMinor: number | null;
};

type ActivationRow = Record<string, unknown>;
const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString());

function toActivation(row: ActivationRow): Activation {
  return {
    id: toSafeInteger(row.id, 'id'),
    userId: toSafeInteger(row.user_id, 'user_id'),
    definitionCode: String(row.definition_code),
    currency: row.currency as Currency,
    status: row.status as ActivationStatus,
    sourceRef: String(row.source_ref),
    amountMinor: toSafeInteger(row.amount_minor, 'amount_minor'),
    depositMinor: toSafeInteger(row.deposit_minor, 'deposit_minor'),
    wagerRequiredMinor: toSafeInteger(row.wager_required_minor, 'wager_required_minor'),
    maxBetMinor: toSafeInteger(row.max_bet_minor, 'max_bet_minor'),
    contributions: row.contributions as Record<string, number>,
    expiresInS: toSafeInteger(row.expires_in_s, 'expires_in_s'),
    createdAt: iso(row.created_at)!,
    startedAt: iso(row.started_at),
    expiresAt: iso(row.expires_at),
    finishedAt: iso(row.finished_at),
    settledMinor: row.settled_minor === null ? null : toSafeInteger(row.settled_minor, 'settled_minor'),
  };
}

/** Writes the seed's and the operator's definitions (a code's spec replaced) and their promo codes. */
export async function upsertDefinition(q: Queryable, definition: BonusDefinition): Promise<void> {
  await q.query(
    `INSERT INTO bonus_definitions (code, kind, spec, enabled) VALUES ($1, $2, $3, $4)
     ON CONFLICT (code) DO UPDATE SET kind = EXCLUDED.kind, spec = EXCLUDED.spec, enabled = EXCLUDED.enabled, updated_at = now()`,
    [definition.code, definition.kind, JSON.stringify(definition), definition.enabled],
  );
  await q.query('DELETE FROM bonus_promo_codes WHERE definition_code = $1 AND NOT (code = ANY($2::text[]))', [
    definition.code,
    definition.promo_codes,
  ]);
  for (const promo of definition.promo_codes)
    await q.query(
      `INSERT INTO bonus_promo_codes (code, definition_code) VALUES ($1, $2)
       ON CONFLICT (code) DO UPDATE SET definition_code = EXCLUDED.definition_code`,
      [promo, definition.code],
    );
}

/** Every definition, enabled or not, in code order (a stored spec that no longer parses is left out). */
export async function listDefinitions(q: Queryable): Promise<BonusDefinition[]> {
  const rows = await q.query<{ spec: unknown }>('SELECT spec FROM bonus_definitions ORDER BY code');
  return rows.flatMap((row) => {
    const parsed = bonusDefinitionSchema.safeParse(row.spec);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function findDefinitionByPromo(q: Queryable, promo: string): Promise<BonusDefinition | null> {
  const rows = await q.query<{ spec: unknown }>(
    `SELECT d.spec FROM bonus_promo_codes p JOIN bonus_definitions d ON d.code = p.definition_code WHERE p.code = $1`,
    [promo],
  );
  const parsed = rows[0] ? bonusDefinitionSchema.safeParse(rows[0].spec) : null;
  return parsed?.success ? parsed.data : null;
}

export type NewActivation = Omit<Activation, 'id' | 'status' | 'createdAt' | 'startedAt' | 'expiresAt' | 'finishedAt' | 'settledMinor'>;

/** A bonus queued for the player; null when this cause already made one (a retried deposit or promo). */
export async function insertWaitingActivation(q: Queryable, input: NewActivation): Promise<Activation | null> {
  const rows = await q.query<ActivationRow>(
    `INSERT INTO bonus_activations (user_id, definition_code, currency, status, source_ref, amount_minor, deposit_minor,
       wager_required_minor, max_bet_minor, contributions, expires_in_s)
     VALUES ($1, $2, $3, 'waiting', $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (user_id, definition_code, source_ref) DO NOTHING RETURNING *`,
    [
      input.userId,
      input.definitionCode,
      input.currency,
      input.sourceRef,
      input.amountMinor,
      input.depositMinor,
      input.wagerRequiredMinor,
      input.maxBetMinor,
      JSON.stringify(input.contributions),
      input.expiresInS,
    ],
  );
  return rows[0] ? toActivation(rows[0]) : null;
}

/** How many of a definition the player has had (any status but cancelled). */
export async function countActivations(q: Queryable, userId: number, definitionCode: string): Promise<number> {
  const rows = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM bonus_activations WHERE user_id = $1 AND definition_code = $2 AND status <> 'cancelled'`,
    [userId, definitionCode],
  );
  return toSafeInteger(rows[0].n, 'count');
}

export async function findActivation(q: Queryable, id: number, options: { forUpdate?: boolean } = {}): Promise<Activation | null> {
  const rows = await q.query<ActivationRow>(`SELECT * FROM bonus_activations WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toActivation(rows[0]) : null;
}

/** The player's active bonus in a currency, or the first waiting one (`status`). */
export async function findCurrentActivation(
  q: Queryable,
  userId: number,
  currency: Currency,
  status: 'active' | 'waiting',
): Promise<Activation | null> {
  const rows = await q.query<ActivationRow>(
    `SELECT * FROM bonus_activations WHERE user_id = $1 AND currency = $2 AND status = $3 ORDER BY id LIMIT 1 FOR UPDATE`,
    [userId, currency, status],
  );
  return rows[0] ? toActivation(rows[0]) : null;
}

export async function listActivations(q: Queryable, userId: number, limit: number): Promise<Activation[]> {
  const rows = await q.query<ActivationRow>('SELECT * FROM bonus_activations WHERE user_id = $1 ORDER BY id DESC LIMIT $2', [
    userId,
    limit,
  ]);
  return rows.map(toActivation);
}

/** Active bonuses, soonest expiry first: the sweep converts the wagered ones and ends the expired ones. */
export async function listActive(q: Queryable, limit: number): Promise<{ id: number; userId: number; currency: Currency }[]> {
  const rows = await q.query<{ id: unknown; user_id: unknown; currency: string }>(
    `SELECT id, user_id, currency FROM bonus_activations WHERE status = 'active' ORDER BY expires_at LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: toSafeInteger(row.id, 'id'),
    userId: toSafeInteger(row.user_id, 'user_id'),
    currency: row.currency as Currency,
  }));
}

/** Starts a waiting bonus: its clock runs from now. The row is the cause of the grant's posting. */
export const startStatement = (id: number) => ({
  text: `UPDATE bonus_activations SET status = 'active', started_at = now(), expires_at = now() + expires_in_s * interval '1 second'
         WHERE id = $1 AND status = 'waiting' RETURNING id, 'bonus-activation:' || id AS cause_ref`,
  params: [id],
});

export async function startActivation(q: Queryable, id: number): Promise<void> {
  const { text, params } = startStatement(id);
  await q.query(text, params);
}

export async function finishActivation(q: Queryable, id: number, status: ActivationStatus, settledMinor: number): Promise<void> {
  await q.query(`UPDATE bonus_activations SET status = $2, finished_at = now(), settled_minor = $3 WHERE id = $1 AND status = 'active'`, [
    id,
    status,
    settledMinor,
  ]);
}

/** The player's settled real-money stakes in `currency` from `since`, by game and casino category. */
export async function stakesByGame(
  q: Queryable,
  userId: number,
  currency: Currency,
  since: string,
): Promise<{ game: string; category: string | null; stakeMinor: number }[]> {
  const rows = await q.query<{ game: string; category: string | null; stake: unknown }>(
    `WITH s AS (${SETTLED_BETS})
     SELECT s.game, g.category, sum(s.stake_minor)::bigint AS stake
     FROM s LEFT JOIN casino_games g ON g.code = s.game
     WHERE s.user_id = $2 AND s.currency = $3 GROUP BY s.game, g.category`,
    [since, userId, currency],
  );
  return rows.map((row) => ({ game: row.game, category: row.category, stakeMinor: toSafeInteger(row.stake, 'stake') }));
}

export async function findRegisteredAt(q: Queryable, userId: number): Promise<Date | null> {
  const rows = await q.query<{ created_at: string }>('SELECT created_at FROM users WHERE id = $1', [userId]);
  return rows[0] ? new Date(rows[0].created_at) : null;
}

/** How many deposits the player has had credited (a provider's or the operator's credit of an invoice, keyed deposit:<id>). */
export async function countDeposits(q: Queryable, userId: number): Promise<number> {
  const rows = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id
     WHERE a.user_id = $1 AND a.kind = 'player_real' AND t.idempotency_key LIKE 'deposit:%'`,
    [userId],
  );
  return toSafeInteger(rows[0].n, 'count');
}
