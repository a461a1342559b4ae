import type { Queryable } from '../../db/db';
import { toSafeInteger } from '../../db/db';

/** All SQL of the sandbox aggregator: its keys, its sessions, its players' seed pairs, its rounds. */

export type KeyPairPem = { privatePem: string; publicPem: string };
export type SandboxKeys = { aggregator: KeyPairPem; operator: KeyPairPem };

/** Both key pairs, or null until both are stored. */
export async function findSandboxKeys(q: Queryable): Promise<SandboxKeys | null> {
  const rows = await q.query<{ name: 'aggregator' | 'operator'; private_pem: string; public_pem: string }>(
    'SELECT name, private_pem, public_pem FROM sandbox_aggregator_keys',
  );
  const byName = new Map(rows.map((row) => [row.name, { privatePem: row.private_pem, publicPem: row.public_pem }]));
  const aggregator = byName.get('aggregator');
  const operator = byName.get('operator');
  return aggregator && operator ? { aggregator, operator } : null;
}

/** A key pair, unless one is stored under the name already (another node made it first). */
export async function insertSandboxKeyPair(q: Queryable, name: 'aggregator' | 'operator', pair: KeyPairPem): Promise<void> {
  await q.query('INSERT INTO sandbox_aggregator_keys (name, private_pem, public_pem) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [
    name,
    pair.privatePem,
    pair.publicPem,
  ]);
}

export type SandboxSession = {
  id: string;
  gameCode: string;
  operatorUser: string | null;
  operatorToken: string | null;
  currency: string;
  lang: string;
  demoBalanceMinor: number | null;
  lobbyUrl: string | null;
  depositUrl: string | null;
  expired: boolean;
};

export async function insertSandboxSession(q: Queryable, session: Omit<SandboxSession, 'expired'> & { ttlS: number }): Promise<void> {
  await q.query(
    `INSERT INTO sandbox_aggregator_sessions (id, game_code, operator_user, operator_token, currency, lang, demo_balance_minor, lobby_url, deposit_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10))`,
    [
      session.id,
      session.gameCode,
      session.operatorUser,
      session.operatorToken,
      session.currency,
      session.lang,
      session.demoBalanceMinor,
      session.lobbyUrl,
      session.depositUrl,
      session.ttlS,
    ],
  );
}

export async function findSandboxSession(q: Queryable, id: string): Promise<SandboxSession | null> {
  const rows = await q.query<{
    id: string;
    game_code: string;
    operator_user: string | null;
    operator_token: string | null;
    currency: string;
    lang: string;
    demo_balance_minor: unknown;
    lobby_url: string | null;
    deposit_url: string | null;
    expired: boolean;
  }>(`SELECT *, expires_at <= now() AS expired FROM sandbox_aggregator_sessions WHERE id = $1`, [id]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    gameCode: row.game_code,
    operatorUser: row.operator_user,
    operatorToken: row.operator_token,
    currency: row.currency,
    lang: row.lang,
    demoBalanceMinor: row.demo_balance_minor === null ? null : toSafeInteger(row.demo_balance_minor),
    lobbyUrl: row.lobby_url,
    depositUrl: row.deposit_url,
    expired: row.expired,
  };
}

/** A demo spin's money: the stake off and the win on at once; null when the credits do not cover the stake. */
export async function settleDemoSpin(q: Queryable, sessionId: string, betMinor: number, winMinor: number): Promise<number | null> {
  const rows = await q.query<{ demo_balance_minor: unknown }>(
    `UPDATE sandbox_aggregator_sessions SET demo_balance_minor = demo_balance_minor - $2 + $3
      WHERE id = $1 AND demo_balance_minor >= $2 RETURNING demo_balance_minor`,
    [sessionId, betMinor, winMinor],
  );
  return rows[0] ? toSafeInteger(rows[0].demo_balance_minor) : null;
}

export type SeedPair = { serverSeed: string; clientSeed: string; nonce: number };

export async function ensureSeedPair(
  q: Queryable,
  playerRef: string,
  fresh: () => { serverSeed: string; clientSeed: string },
): Promise<SeedPair> {
  const seeds = fresh();
  const rows = await q.query<{ server_seed: string; client_seed: string; nonce: number }>(
    `INSERT INTO sandbox_aggregator_seeds (player_ref, server_seed, client_seed) VALUES ($1, $2, $3)
     ON CONFLICT (player_ref) DO UPDATE SET player_ref = EXCLUDED.player_ref RETURNING server_seed, client_seed, nonce`,
    [playerRef, seeds.serverSeed, seeds.clientSeed],
  );
  return { serverSeed: rows[0].server_seed, clientSeed: rows[0].client_seed, nonce: rows[0].nonce };
}

/** The seed pair with the nonce this spin takes (the stored one moves on by one); null before the pair exists. */
export async function takeNonce(q: Queryable, playerRef: string): Promise<SeedPair | null> {
  const rows = await q.query<{ server_seed: string; client_seed: string; nonce: number }>(
    `UPDATE sandbox_aggregator_seeds SET nonce = nonce + 1 WHERE player_ref = $1 RETURNING server_seed, client_seed, nonce - 1 AS nonce`,
    [playerRef],
  );
  if (!rows[0]) return null;
  return { serverSeed: rows[0].server_seed, clientSeed: rows[0].client_seed, nonce: rows[0].nonce };
}

/** A new seed pair; the previous server seed comes back to be revealed. */
export async function rotateSeedPair(
  q: Queryable,
  playerRef: string,
  next: { serverSeed: string; clientSeed: string },
): Promise<string | null> {
  const rows = await q.query<{ previous: string }>(
    `UPDATE sandbox_aggregator_seeds s SET server_seed = $2, client_seed = $3, nonce = 0
       FROM (SELECT server_seed AS previous FROM sandbox_aggregator_seeds WHERE player_ref = $1 FOR UPDATE) old
      WHERE s.player_ref = $1 RETURNING old.previous`,
    [playerRef, next.serverSeed, next.clientSeed],
  );
  return rows[0]?.previous ?? null;
}

export type RoundState = 'pending' | 'won' | 'settled' | 'refused' | 'rolled_back';

export type SandboxRound = {
  id: number;
  sessionId: string;
  betUuid: string;
  winUuid: string;
  rollbackUuid: string;
  betMinor: number;
  winMinor: number;
  state: RoundState;
};

export async function insertRound(
  q: Queryable,
  round: Omit<SandboxRound, 'id' | 'state'> & { nonce: number; serverSeedHash: string; outcome: unknown },
): Promise<number> {
  const rows = await q.query<{ id: unknown }>(
    `INSERT INTO sandbox_aggregator_rounds (session_id, bet_uuid, win_uuid, rollback_uuid, bet_minor, win_minor, nonce, server_seed_hash, outcome, state)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending') RETURNING id`,
    [
      round.sessionId,
      round.betUuid,
      round.winUuid,
      round.rollbackUuid,
      round.betMinor,
      round.winMinor,
      round.nonce,
      round.serverSeedHash,
      JSON.stringify(round.outcome),
    ],
  );
  return toSafeInteger(rows[0].id);
}

export async function setRoundState(q: Queryable, id: number, state: RoundState): Promise<void> {
  await q.query('UPDATE sandbox_aggregator_rounds SET state = $2 WHERE id = $1', [id, state]);
}

export async function findRound(q: Queryable, id: number): Promise<SandboxRound | null> {
  const rows = await q.query<{
    id: unknown;
    session_id: string;
    bet_uuid: string;
    win_uuid: string;
    rollback_uuid: string;
    bet_minor: unknown;
    win_minor: unknown;
    state: RoundState;
  }>('SELECT id, session_id, bet_uuid, win_uuid, rollback_uuid, bet_minor, win_minor, state FROM sandbox_aggregator_rounds WHERE id = $1', [
    id,
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: toSafeInteger(row.id),
    sessionId: row.session_id,
    betUuid: row.bet_uuid,
    winUuid: row.win_uuid,
    rollbackUuid: row.rollback_uuid,
    betMinor: toSafeInteger(row.bet_minor),
    winMinor: toSafeInteger(row.win_minor),
    state: row.state,
  };
}
