import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { baccaratPayoutMinor, playBaccarat, playSlot, slotPayoutMinor, type SandboxGame } from '@/lib/slots/games';
import type { BaccaratBets, BaccaratOutcome, SlotOutcome } from '@/lib/slots/types';
import type { Db } from '../../db/db';
import type { JobQueue } from '../../jobs/job-queue';
import {
  ensureSeedPair,
  findRound,
  findSandboxSession,
  insertRound,
  settleDemoSpin,
  setRoundState,
  takeNonce,
  type SandboxRound,
  type SandboxSession,
} from './repository';
import type { SandboxWalletClient } from './wallet-client';
import { WalletUnreachableError } from './wallet-client';

export const WIN_JOB = 'sandbox-aggregator-win';
export const ROLLBACK_JOB = 'sandbox-aggregator-rollback';

export type SpinDeps = {
  db: Db;
  queue: JobQueue;
  wallet: SandboxWalletClient;
  toWire: (minor: number, currency: string) => number;
  fromWire: (wire: number, currency: string) => number;
};

export type SpinRequest = { bet: number } | { bets: BaccaratBets };

export type Fairness = { server_seed_hash: string; client_seed: string; nonce: number };

export type SpinResult = { balance: number; outcome: SlotOutcome | BaccaratOutcome; payout: number; fairness: Fairness };

export type SpinRefusal = 'not_enough_money' | 'bet_invalid' | 'session_expired' | 'wallet_unavailable';

export class SpinRefusedError extends Error {
  constructor(
    readonly code: SpinRefusal,
    readonly balance?: number,
  ) {
    super(code);
  }
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export const freshSeeds = () => ({ serverSeed: randomBytes(32).toString('hex'), clientSeed: randomBytes(8).toString('hex') });

export const playerRefOf = (session: SandboxSession) => (session.operatorUser ? `user:${session.operatorUser}` : `demo:${session.id}`);

/** The stake and the outcome of a spin or a table round from the player's next nonce; refuses stakes off the levels. */
function play(game: SandboxGame, request: SpinRequest, levels: number[], seeds: { serverSeed: string; clientSeed: string; nonce: number }) {
  if (game.category === 'live') {
    if (!('bets' in request)) throw new SpinRefusedError('bet_invalid');
    const amounts = Object.values(request.bets).filter((amount): amount is number => amount !== undefined);
    // Chips stack on a spot: each spot takes whole multiples of the smallest stake, up to the largest.
    const [smallest, largest] = [levels[0], levels[levels.length - 1]];
    if (amounts.length === 0 || amounts.some((amount) => amount % smallest !== 0 || amount > largest))
      throw new SpinRefusedError('bet_invalid');
    const outcome = playBaccarat(seeds);
    return { betMinor: amounts.reduce((sum, amount) => sum + amount, 0), outcome, payout: baccaratPayoutMinor(request.bets, outcome) };
  }
  if (!('bet' in request) || !levels.includes(request.bet)) throw new SpinRefusedError('bet_invalid');
  const outcome = playSlot(game.code, seeds);
  return { betMinor: request.bet, outcome, payout: slotPayoutMinor(request.bet, outcome) };
}

/**
 * One spin (or table round) as an aggregator plays it: the outcome first, from the player's seed pair; demo credits
 * move here; real money is a signed bet to the operator's wallet, then its win (0 closes the round). A bet that got no
 * clear answer is rolled back, a win that got none is retried, both through the durable queue until the wallet says OK.
 */
export async function spin(
  deps: SpinDeps,
  session: SandboxSession,
  game: SandboxGame,
  levels: number[],
  request: SpinRequest,
): Promise<SpinResult> {
  if (session.expired) throw new SpinRefusedError('session_expired');
  const seeds = await takeSpinSeeds(deps, session);
  const { betMinor, outcome, payout } = play(game, request, levels, seeds);
  const fairness = { server_seed_hash: sha256Hex(seeds.serverSeed), client_seed: seeds.clientSeed, nonce: seeds.nonce };
  if (session.demoBalanceMinor !== null) {
    const balance = await settleDemoSpin(deps.db, session.id, betMinor, payout);
    if (balance === null) throw new SpinRefusedError('not_enough_money', session.demoBalanceMinor);
    return { balance, outcome, payout, fairness };
  }
  const fresh = {
    sessionId: session.id,
    betUuid: randomUUID(),
    winUuid: randomUUID(),
    rollbackUuid: randomUUID(),
    betMinor,
    winMinor: payout,
  };
  const roundId = await insertRound(deps.db, { ...fresh, nonce: seeds.nonce, serverSeedHash: fairness.server_seed_hash, outcome });
  const round: SandboxRound = { ...fresh, id: roundId, state: 'pending' };
  const common = { ...roundFields(session, round.id), currency: session.currency };
  let betAnswer;
  try {
    betAnswer = await deps.wallet('/transaction/bet', {
      ...common,
      transaction_uuid: round.betUuid,
      amount: deps.toWire(betMinor, session.currency),
      is_free: false,
      round_closed: false,
    });
  } catch (error) {
    if (!(error instanceof WalletUnreachableError)) throw error;
    await deps.queue.send(ROLLBACK_JOB, { roundId });
    throw new SpinRefusedError('wallet_unavailable');
  }
  if (betAnswer.status !== 'RS_OK') {
    await settleRefusedBet(deps, round.id, betAnswer.status);
    const balance = betAnswer.balance === undefined ? undefined : deps.fromWire(betAnswer.balance, session.currency);
    if (betAnswer.status === 'RS_ERROR_NOT_ENOUGH_MONEY') throw new SpinRefusedError('not_enough_money', balance);
    if (betAnswer.status === 'RS_ERROR_TOKEN_EXPIRED' || betAnswer.status === 'RS_ERROR_INVALID_TOKEN')
      throw new SpinRefusedError('session_expired');
    throw new SpinRefusedError('wallet_unavailable');
  }
  await setRoundState(deps.db, round.id, 'won');
  let balanceWire = (betAnswer.balance ?? 0) + deps.toWire(payout, session.currency);
  try {
    const winAnswer = await sendRoundWin(deps, round, session);
    if (winAnswer !== null) balanceWire = winAnswer;
  } catch {
    await deps.queue.send(WIN_JOB, { roundId });
  }
  return { balance: deps.fromWire(balanceWire, session.currency), outcome, payout, fairness };
}

/** The seed pair's next nonce; the pair is made on the player's first spin (the page's state call usually made it). */
async function takeSpinSeeds(deps: SpinDeps, session: SandboxSession) {
  const ref = playerRefOf(session);
  const taken = await takeNonce(deps.db, ref);
  if (taken) return taken;
  await ensureSeedPair(deps.db, ref, freshSeeds);
  return (await takeNonce(deps.db, ref))!;
}

/** A refusal the wallet gave on purpose needs no rollback; any other non-OK answer is undone to be safe. */
async function settleRefusedBet(deps: SpinDeps, roundId: number, status: string): Promise<void> {
  const definite = [
    'RS_ERROR_NOT_ENOUGH_MONEY',
    'RS_ERROR_TOKEN_EXPIRED',
    'RS_ERROR_INVALID_TOKEN',
    'RS_ERROR_WRONG_CURRENCY',
    'RS_ERROR_INVALID_GAME',
    'RS_ERROR_USER_DISABLED',
  ];
  if (definite.includes(status)) await setRoundState(deps.db, roundId, 'refused');
  else await deps.queue.send(ROLLBACK_JOB, { roundId });
}

/** The win job: a round's win, unless it was settled meanwhile. */
export async function sendWin(deps: SpinDeps, roundId: number): Promise<number | null> {
  const round = await findRound(deps.db, roundId);
  if (!round || round.state !== 'won') return null;
  return sendRoundWin(deps, round, await sessionOfRound(deps, round.sessionId));
}

/** Sends a round's win; the balance (wire) on RS_OK, throws otherwise (the job retries). */
async function sendRoundWin(deps: SpinDeps, round: SandboxRound, session: SandboxSession): Promise<number | null> {
  const answer = await deps.wallet('/transaction/win', {
    ...roundFields(session, round.id),
    currency: session.currency,
    transaction_uuid: round.winUuid,
    reference_transaction_uuid: round.betUuid,
    amount: deps.toWire(round.winMinor, session.currency),
    is_free: false,
    round_closed: true,
  });
  if (answer.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK') {
    await setRoundState(deps.db, round.id, 'rolled_back');
    return null;
  }
  if (answer.status !== 'RS_OK') throw new Error(`win of round ${round.id}: ${answer.status}`);
  await setRoundState(deps.db, round.id, 'settled');
  return answer.balance ?? null;
}

/** Sends a round's rollback until the wallet answers RS_OK (Hub88: a rollback is retried until it is). */
export async function sendRollback(deps: SpinDeps, roundId: number): Promise<void> {
  const round = await findRound(deps.db, roundId);
  if (!round || round.state === 'rolled_back' || round.state === 'settled') return;
  const session = await sessionOfRound(deps, round.sessionId);
  const answer = await deps.wallet('/transaction/rollback', {
    ...roundFields(session, round.id),
    transaction_uuid: round.rollbackUuid,
    reference_transaction_uuid: round.betUuid,
    round_closed: true,
  });
  if (answer.status !== 'RS_OK') throw new Error(`rollback of round ${round.id}: ${answer.status}`);
  await setRoundState(deps.db, round.id, 'rolled_back');
}

/** What every wallet call of a round names: the player, their token, the game and the round. */
const roundFields = (session: SandboxSession, roundId: number) => ({
  user: session.operatorUser,
  token: session.operatorToken,
  game_code: session.gameCode,
  round: String(roundId),
});

async function sessionOfRound(deps: SpinDeps, sessionId: string): Promise<SandboxSession> {
  const session = await findSandboxSession(deps.db, sessionId);
  if (!session) throw new Error(`round of a missing session ${sessionId}`);
  return session;
}
