import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Queryable } from '../../db/db';
import type { CauseStatement } from '../../ledger/types';
import { ownerParams, type BetRecord, type BetState, type Bettor, type GameId, type Player } from '../core/types';

type BetJson = Record<string, unknown>;

export function toBetRecord(json: BetJson | string): BetRecord {
  const row = typeof json === 'string' ? (JSON.parse(json) as BetJson) : json;
  const int = (key: string) => toSafeInteger(row[key], key);
  return {
    id: int('id'),
    game: row.game as GameId,
    userId: row.user_id === null ? null : int('user_id'),
    demoSessionId: row.demo_session_id === null ? null : int('demo_session_id'),
    currency: row.currency as Currency,
    stakeMinor: int('stake_minor'),
    payoutMinor: int('payout_minor'),
    multiplierBp: int('multiplier_bp'),
    seedId: int('seed_id'),
    serverSeedHash: String(row.server_seed_hash),
    clientSeed: String(row.client_seed),
    nonce: int('nonce'),
    params: row.params as Record<string, unknown>,
    result: row.result as Record<string, unknown>,
    state: row.state as BetState,
    version: int('version'),
    createdAt: new Date(String(row.created_at)).toISOString(),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at as string).toISOString(),
  };
}

/** What a bet-writing statement returns: the bet, the balances after it, the bettor for the feeds. */
export type WrittenBet = { bet: BetRecord; demoBalanceMinor: number | null; bonusMinor: number | null; bettor: Bettor | null };

export function toWrittenBet(row: Record<string, unknown>): WrittenBet {
  const nullableInt = (value: unknown, what: string) => (value === null || value === undefined ? null : toSafeInteger(value, what));
  return {
    bet: toBetRecord(row.bet as BetJson | string),
    demoBalanceMinor: nullableInt(row.demo_balance_minor, 'demo balance'),
    bonusMinor: nullableInt(row.bonus_minor, 'bonus balance'),
    bettor:
      row.user_hidden === null || row.user_hidden === undefined
        ? null
        : {
            name: (row.user_name as string | null) ?? null,
            avatar: (row.user_avatar as string | null) ?? null,
            statisticsHidden: row.user_hidden === true,
            avatarHidden: row.avatar_hidden === true,
          },
  };
}

/**
 * Wraps a bet-writing function call (it returns the bet, a demo balance and the bettor for the feeds) with the
 * cause_ref the ledger needs and the player's bonus balance ($1, which no game posting changes). Texts stay constant,
 * values are parameters: the ledger prepares each distinct cause text once per connection.
 */
function betStatement(call: string): string {
  return `SELECT 'bet:' || (r.bet ->> 'id') AS cause_ref, r.*, (SELECT a.balance_minor FROM ledger_accounts a WHERE a.id = $1::bigint) AS bonus_minor
FROM ${call} AS r`;
}

const OPEN_SQL = betStatement(
  'game_bet_open($2::bigint, $3::bigint, $4::bigint, $5::bigint, $6::text, $7::text, $8::bigint, $9::bigint, $10::bigint, $11::jsonb, $12::jsonb, $13::text, $14::uuid, $15::boolean, $16::boolean, $17::boolean)',
);
const STEP_SQL = betStatement(
  'game_bet_step($2::bigint, $3::bigint, $4::bigint, $5::integer, $6::text, $7::bigint, $8::bigint, $9::jsonb, $10::boolean)',
);

export type OpenBetInput = {
  player: Player;
  /** The player's bonus account, to report its balance (null for demo). */
  bonusAccountId: number | null;
  seedId: number;
  nonce: number;
  currency: Currency;
  game: GameId;
  stakeMinor: number;
  payoutMinor: number;
  multiplierBp: number;
  params: Record<string, unknown>;
  result: Record<string, unknown>;
  state: BetState;
  keyHash: string;
  highRoller: boolean;
  bigWin: boolean;
  /** The start of a multi-step game: refused while one of its kind is open, whatever this one's first outcome. */
  exclusive: boolean;
};

/** game_bet_open (migration 015) as a statement: the cause of a real bet's posting, or a demo bet on its own. */
export function openBetStatement(input: OpenBetInput): CauseStatement {
  return {
    text: OPEN_SQL,
    params: [
      input.bonusAccountId,
      ...ownerParams(input.player),
      input.seedId,
      input.nonce,
      input.currency,
      input.game,
      input.stakeMinor,
      input.payoutMinor,
      input.multiplierBp,
      JSON.stringify(input.params),
      JSON.stringify(input.result),
      input.state,
      input.keyHash,
      input.highRoller,
      input.bigWin,
      input.exclusive,
    ],
  };
}

export type StepInput = {
  player: Player;
  bonusAccountId: number | null;
  betId: number;
  version: number;
  state: BetState;
  payoutMinor: number;
  multiplierBp: number;
  result: Record<string, unknown>;
  bigWin: boolean;
};

/** game_bet_step (migration 015) as a statement: the cause of a cash-out's posting, or a step without money. */
export function stepStatement(input: StepInput): CauseStatement {
  return {
    text: STEP_SQL,
    params: [
      input.bonusAccountId,
      input.betId,
      ...ownerParams(input.player),
      input.version,
      input.state,
      input.payoutMinor,
      input.multiplierBp,
      JSON.stringify(input.result),
      input.bigWin,
    ],
  };
}

/** Runs a bet statement on its own (demo play, a step that moves no money). */
export async function runBetStatement(q: Queryable, statement: CauseStatement): Promise<WrittenBet> {
  const rows = await q.query<Record<string, unknown>>(statement.text, statement.params);
  return toWrittenBet(rows[0]);
}

const OWNER = 'b.user_id IS NOT DISTINCT FROM $1::bigint AND b.demo_session_id IS NOT DISTINCT FROM $2::bigint';

export async function findBetByKey(q: Queryable, player: Player, keyHash: string): Promise<BetRecord | null> {
  const rows = await q.query<{ bet: BetJson }>(
    `SELECT to_jsonb(b) AS bet FROM game_bets b WHERE ${OWNER} AND b.idempotency_key = $3::uuid`,
    [...ownerParams(player), keyHash],
  );
  return rows[0] ? toBetRecord(rows[0].bet) : null;
}

/** The owner's open game of this kind, with its pair's server seed (the server needs it to play on; never shown). */
export async function findOpenBet(q: Queryable, player: Player, game: GameId): Promise<{ bet: BetRecord; serverSeed: string } | null> {
  const rows = await q.query<{ bet: BetJson; server_seed: string }>(
    `SELECT to_jsonb(b) AS bet, s.server_seed FROM game_bets b JOIN game_seeds s ON s.id = b.seed_id
     WHERE ${OWNER} AND b.game = $3 AND b.state = 'open'`,
    [...ownerParams(player), game],
  );
  return rows[0] ? { bet: toBetRecord(rows[0].bet), serverSeed: rows[0].server_seed } : null;
}

/** One of the owner's bets, with its pair's server seed once revealed. */
export async function findOwnBet(q: Queryable, player: Player, id: number): Promise<{ bet: BetRecord; serverSeed: string | null } | null> {
  const rows = await q.query<{ bet: BetJson; server_seed: string | null }>(
    `SELECT to_jsonb(b) AS bet, CASE WHEN s.revealed_at IS NULL THEN NULL ELSE s.server_seed END AS server_seed
     FROM game_bets b JOIN game_seeds s ON s.id = b.seed_id WHERE ${OWNER} AND b.id = $3`,
    [...ownerParams(player), id],
  );
  return rows[0] ? { bet: toBetRecord(rows[0].bet), serverSeed: rows[0].server_seed } : null;
}

/** Instant-game bets by id, each with its pair's server seed once revealed. */
export async function findBetsByIds(q: Queryable, ids: number[]): Promise<{ bet: BetRecord; serverSeed: string | null }[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<{ bet: BetJson; server_seed: string | null }>(
    `SELECT to_jsonb(b) AS bet, CASE WHEN s.revealed_at IS NULL THEN NULL ELSE s.server_seed END AS server_seed
     FROM game_bets b JOIN game_seeds s ON s.id = b.seed_id WHERE b.id = ANY($1::bigint[])`,
    [ids],
  );
  return rows.map((row) => ({ bet: toBetRecord(row.bet), serverSeed: row.server_seed }));
}
