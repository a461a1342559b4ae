import { createHash } from 'node:crypto';
import type { Currency } from '@/lib/currencies';
import { payoutMinor } from '@/lib/fairness/multiplier';
import { balancesOf, betKeyBase, payout as postPayout, stake, stakeRoute, type StakeRoute } from '../../bets-kit/kit';
import { mapRefusal, moneyRefusalOf } from '../../bets-kit/refusals';
import type { Db } from '../../db/db';
import { canonicalJson } from '../../http/idempotency';
import type { Ledger } from '../../ledger/ledger';
import { gameErrors } from '../core/errors';
import { gameMoneyRefusals } from '../core/money-refusals';
import type { BetRecord, BetState, Draw, GameId, Outcome, Player } from '../core/types';
import type { FeedBus } from '../feed/bus';
import { isBigWin, isHighRoller } from '../feed/rules';
import { drawFor, drawOf, type SeedBook } from '../seeds/service';
import { findBetByKey, findOpenBet, openBetStatement, stepStatement, toWrittenBet, type WrittenBet } from './repository';
import type { Balances } from '../core/balance-view';

export type PlayDeps = { db: Db; ledger: Ledger; seeds: SeedBook; feed: FeedBus };

export type Played = { bet: BetRecord; balances: Balances };

/** Attempts at a bet whose seed pair turned out stale (another node's bets, a rotation) before giving up. */
const STALE_ATTEMPTS = 5;

/**
 * The bet's keys come from the client's Idempotency-Key: the first 16 bytes of its SHA-256, as a uuid. It is one per
 * owner across every instant game (the bets' unique index), so a key sent again to another operation finds the first
 * bet, and isSameBet tells a retry from a reuse.
 */
export function hashIdempotencyKey(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The currency the player's bets are in: the player's own, or the demo session's. */
export async function playerCurrency(deps: PlayDeps, player: Player): Promise<Currency> {
  return (await deps.seeds.active(player)).currency;
}

function publish(deps: PlayDeps, written: WrittenBet): void {
  const { bet } = written;
  deps.feed.publish(bet, written.bettor, {
    highRoller: isHighRoller(bet.currency, bet.stakeMinor),
    bigWin: isBigWin(bet.currency, bet.stakeMinor, bet.payoutMinor, bet.multiplierBp),
  });
}

/**
 * Whether a bet found by the placement's key is that placement's first try: the same operation (the game, and the
 * params that name what was played: coinflip's mode, a case's slug, a dice target) and the same stake. Anything else
 * is the key reused, which must never be answered with another operation's bet.
 */
function isSameBet(bet: BetRecord, placement: Placement): boolean {
  return (
    bet.game === placement.game &&
    bet.currency === placement.currency &&
    bet.stakeMinor === placement.stakeMinor &&
    canonicalJson(bet.params) === canonicalJson(placement.params)
  );
}

export type Placement = {
  game: GameId;
  currency: Currency;
  stakeMinor: number;
  params: Record<string, unknown>;
  /** The client's Idempotency-Key. */
  idempotencyKey: string;
  /** Settles a one-shot bet, or opens a multi-step game, from the bet's floats. */
  decide: (draw: Draw) => Outcome;
  /** A multi-step game's start: one open game per player and game, even if this one settles at once. */
  multiStep?: boolean;
};

/**
 * A bet: the nonce, the result, the bet row and the money in one statement. Real money: the bet row is the cause of
 * one ledger posting (stake to the game's bankroll, and the win back when there is one), keyed by the client's
 * Idempotency-Key; demo: the session's play money in the same statement. A retry of the key returns the first bet.
 */
export function placeBet(deps: PlayDeps, player: Player, placement: Placement): Promise<Played> {
  return deps.seeds.serially(player, () => placeBetNow(deps, player, placement));
}

async function placeBetNow(deps: PlayDeps, player: Player, placement: Placement): Promise<Played> {
  const keyHash = hashIdempotencyKey(placement.idempotencyKey);
  const { game, currency, stakeMinor } = placement;
  const accounts = player.kind === 'user' ? await deps.ledger.playerAccountIds(player.userId, currency) : null;
  const keyBase = player.kind === 'user' ? betKeyBase(`game:${game}`, player.userId, keyHash) : '';
  // Bonus money may pay a bet settled at once (its win is posted with the stake), never a multi-step game's.
  let route: StakeRoute | undefined;
  try {
    if (player.kind === 'user')
      route = await stakeRoute(deps, player.userId, game, currency, { amountMinor: stakeMinor, bonusPlay: placement.multiStep !== true });
  } catch (error) {
    throw mapRefusal(error, gameMoneyRefusals);
  }

  for (let attempt = 0; attempt < STALE_ATTEMPTS; attempt += 1) {
    const pair = await deps.seeds.active(player);
    if (pair.currency !== currency) throw gameErrors.gameChanged();
    // No await from here to the send: the nonce taken is the next one this process sends for the pair.
    const nonce = deps.seeds.takeNonce(pair);
    const outcome = placement.decide(drawOf(pair.floats, nonce));
    const payout = outcome.open ? 0 : payoutMinor(stakeMinor, outcome.multiplierBp);
    const state: BetState = outcome.open ? 'open' : payout > 0 ? 'won' : 'lost';
    const statement = openBetStatement({
      player,
      bonusAccountId: accounts?.bonus ?? null,
      seedId: pair.id,
      nonce,
      currency,
      game,
      stakeMinor,
      payoutMinor: payout,
      multiplierBp: outcome.multiplierBp,
      params: placement.params,
      result: outcome.result,
      state,
      keyHash,
      highRoller: isHighRoller(currency, stakeMinor),
      bigWin: isBigWin(currency, stakeMinor, payout, outcome.multiplierBp),
      exclusive: placement.multiStep === true,
    });
    try {
      // Real money: one posting (the stake, and the win when there is one) whose cause is the bet row, keyed
      // `game:<game>:u<id>:<hash>:stake|win`; demo: the statement moves the play money itself.
      const moved = await stake(
        deps,
        {
          wallet: player,
          scope: game,
          currency,
          amountMinor: stakeMinor,
          key: `${keyBase}:stake`,
          route,
          win: { amountMinor: payout, key: `${keyBase}:win` },
        },
        statement,
      );
      const written = toWrittenBet(moved.row);
      if (player.kind === 'demo') return { bet: written.bet, balances: { currency, realMinor: moved.balanceMinor, bonusMinor: 0 } };
      publish(deps, written);
      // A bet the bonus balance paid: both balances are read after it (the statement saw the bonus one before).
      if (route?.source === 'bonus') return { bet: written.bet, balances: await balancesOf(deps, player, currency) };
      return { bet: written.bet, balances: { currency, realMinor: moved.balanceMinor, bonusMinor: written.bonusMinor ?? 0 } };
    } catch (error) {
      deps.seeds.forget(player);
      const reason = moneyRefusalOf(error);
      if (reason === 'stale_seed') continue;
      if (reason === 'bet_conflict') {
        const first = await findBetByKey(deps.db, player, keyHash);
        if (first && !isSameBet(first, placement)) throw gameErrors.idempotencyKeyReused();
        if (first) return { bet: first, balances: await balancesOf(deps, player, currency) };
        const open = await findOpenBet(deps.db, player, game);
        if (open) throw gameErrors.gameOpen(game, open.bet.id);
        continue;
      }
      throw mapRefusal(error, gameMoneyRefusals);
    }
  }
  throw gameErrors.gameChanged();
}

/** The owner's open game of this kind (and the one the client named, when it named one). */
export async function getOpenGame(deps: PlayDeps, player: Player, game: GameId, betId?: number) {
  const open = await findOpenBet(deps.db, player, game);
  if (!open || (betId !== undefined && betId !== open.bet.id)) throw gameErrors.noOpenGame(game);
  return open;
}

/**
 * One action on an open multi-step game: `act` computes the next state from the stored one and the bet's floats.
 * The state changes only from the version it was computed from; a win settles with one ledger posting whose cause
 * is that change (key `{bet id}:cashout`), so of two cash-outs at once exactly one pays.
 */
export async function actOnOpenGame(
  deps: PlayDeps,
  player: Player,
  game: GameId,
  betId: number | undefined,
  act: (bet: BetRecord, draw: Draw) => Outcome,
): Promise<Played> {
  const { bet, serverSeed } = await getOpenGame(deps, player, game, betId);
  const outcome = act(bet, drawFor(serverSeed, bet.clientSeed, bet.nonce));
  const payout = outcome.open ? 0 : payoutMinor(bet.stakeMinor, outcome.multiplierBp);
  const state: BetState = outcome.open ? 'open' : payout > 0 ? 'won' : 'lost';
  const accounts = player.kind === 'user' ? await deps.ledger.playerAccountIds(player.userId, bet.currency) : null;
  const statement = stepStatement({
    player,
    bonusAccountId: accounts?.bonus ?? null,
    betId: bet.id,
    version: bet.version,
    state,
    payoutMinor: payout,
    multiplierBp: outcome.multiplierBp,
    result: outcome.result,
    bigWin: isBigWin(bet.currency, bet.stakeMinor, payout, outcome.multiplierBp),
  });
  try {
    // A win is one posting bankroll -> player keyed `game-bet:<id>:cashout` whose cause is the step; a demo
    // session's step, or one that pays nothing, runs alone.
    const paid = await postPayout(
      deps,
      game,
      {
        userId: player.kind === 'user' ? bet.userId : null,
        currency: bet.currency,
        amountMinor: payout,
        key: `game-bet:${bet.id}:cashout`,
        kind: 'win',
      },
      statement,
    );
    const written = toWrittenBet(paid.row);
    if (!outcome.open) publish(deps, written);
    if (player.kind === 'demo')
      return { bet: written.bet, balances: { currency: bet.currency, realMinor: paid.balanceMinor, bonusMinor: 0 } };
    if (!paid.posted) return { bet: written.bet, balances: await balancesOf(deps, player, bet.currency) };
    return { bet: written.bet, balances: { currency: bet.currency, realMinor: paid.balanceMinor, bonusMinor: written.bonusMinor ?? 0 } };
  } catch (error) {
    throw mapRefusal(error, { game_changed: gameErrors.gameChanged });
  }
}
