import { payoutMinor } from '@/lib/fairness/multiplier';
import { ROULETTE_PAYS_BP, type RouletteColor } from '@/lib/fairness/roulette';
import { fromMinorUnits } from '@/lib/money';
import type { RealtimeEvent } from '../../realtime/types';
import type { FeedBus } from '../feed/bus';
import type { Clock } from '../round-kit/clock';
import { publishRoundBet } from '../round-kit/feed';
import { refusalOf, type MoneyDeps } from '../round-kit/money';
import { settleEach } from '../round-kit/settle';
import { audienceKey, betAudience, publicUserOf } from '../round-kit/views';
import { payRouletteBet, type Moved } from './money';
import { finishRound, type RouletteBetRow } from './repository';
import { balanceEvent, betResultEvent } from './views';

export type SettleContext = { deps: MoneyDeps; clock: Clock; feed?: FeedBus; emit(events: RealtimeEvent[]): void };

export type SettlingRound = { id: number; hash: string; sector: number; color: RouletteColor };

/**
 * A round's result paid (docs/realtime.md): every open bet on the winning colour gets floor(stake x multiplier)
 * (one posting each, retried), then the others lose and the round is settled in one transaction. Events: the public
 * `round_result` with the real winners, each bet's personal `bet_result`, each paid player's `balance`; settled real
 * bets go to the feed.
 */
export async function settleRouletteRound(
  ctx: SettleContext,
  round: SettlingRound,
  open: readonly RouletteBetRow[],
  recovered: boolean,
): Promise<void> {
  const multiplierBp = ROULETTE_PAYS_BP[round.color];
  const winners = open.filter((bet) => bet.color === round.color);
  const paid: Moved[] = await settleEach(
    ctx.clock,
    winners,
    (bet) => payRouletteBet(ctx.deps, bet, payoutMinor(bet.stakeMinor, multiplierBp)),
    (error) => refusalOf(error) === 'already_closed',
  );
  const lost = await finishRound(ctx.deps.db, round.id, round.color, ctx.clock.now(), recovered);

  const balances = new Map<string, RealtimeEvent>();
  for (const { bet, balanceMinor } of paid) balances.set(audienceKey(betAudience(bet)), balanceEvent(bet, balanceMinor));
  const realWinners = paid.filter(({ bet }) => bet.userId !== null);
  ctx.emit([
    {
      game: 'roulette',
      type: 'round_result',
      round_id: round.id,
      sector: round.sector,
      color: round.color,
      multiplier: multiplierBp / 10_000,
      hash: round.hash,
      winners: realWinners.map(({ bet, bettor }) => ({
        bet_id: bet.id,
        payout: fromMinorUnits(bet.payoutMinor, bet.currency),
        currency: bet.currency,
        user: publicUserOf(bettor),
      })),
    },
    ...paid.map(({ bet }) => betResultEvent(round.id, bet)),
    ...lost.map(({ bet }) => betResultEvent(round.id, bet)),
    ...balances.values(),
  ]);
  for (const { bet, bettor } of paid) publishRoundBet(ctx.feed, 'roulette', bet, multiplierBp, bettor);
  for (const { bet, bettor } of lost) publishRoundBet(ctx.feed, 'roulette', bet, 0, bettor);
}
