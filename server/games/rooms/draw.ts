import { drawRoom } from '@/lib/fairness/rooms';
import { fromMinorUnits } from '@/lib/money';
import type { RealtimeEvent } from '../../realtime/types';
import type { Clock } from '../round-kit/clock';
import type { FeedBus } from '../feed/bus';
import { publishRoundBet } from '../round-kit/feed';
import { postPayout, refusalOf, type MoneyDeps } from '../round-kit/money';
import { settleEach } from '../round-kit/settle';
import { betAudience } from '../round-kit/views';
import { drawDemoCopy, drawStatement } from './repository';
import { playersOf, potMinorOf, realBets, roundWhere, type LiveBet, type LiveRound } from './round';

export type DrawContext = { deps: MoneyDeps; clock: Clock; feed?: FeedBus; emit(events: RealtimeEvent[]): void };

/** What the stakes of a round (or of a demo session's copy of it) come to at the draw. */
type Outcome = {
  potMinor: number;
  ticket: number | null;
  winner: LiveBet | null;
  payoutMinor: number;
  commissionMinor: number;
  refunded: boolean;
};

/** The rule of docs/realtime.md: fewer than two players get their stakes back; otherwise a stake wins by its ticket. */
function decide(round: LiveRound, bets: readonly LiveBet[]): Outcome {
  const potMinor = potMinorOf(bets);
  if (playersOf(bets) < 2) return { potMinor, ticket: null, winner: null, payoutMinor: 0, commissionMinor: 0, refunded: bets.length > 0 };
  const draw = drawRoom(
    round.seed,
    round.id,
    bets.map((bet) => bet.row.stakeMinor),
  );
  return {
    potMinor,
    ticket: draw.ticket,
    winner: bets[draw.winner],
    payoutMinor: draw.payoutMinor,
    commissionMinor: draw.commissionMinor,
    refunded: false,
  };
}

const never = () => false;

function resultFields(round: LiveRound, outcome: Outcome) {
  const major = (minor: number) => fromMinorUnits(minor, round.currency);
  return {
    pot: major(outcome.potMinor),
    commission: major(outcome.commissionMinor),
    payout: major(outcome.payoutMinor),
    ticket: outcome.ticket,
    winner: outcome.winner ? { bet_id: outcome.winner.row.id, user: outcome.winner.user } : null,
    refunded: outcome.refunded,
    seed: round.seed,
    hash_commit: round.hashCommit,
  };
}

/** Each demo session's copy of the round: the real stakes, then the session's; settled in play money. */
async function drawDemoCopies(ctx: DrawContext, round: LiveRound, real: readonly LiveBet[]): Promise<RealtimeEvent[]> {
  const sessions = new Map<number, LiveBet[]>();
  for (const bet of round.bets) {
    const session = bet.row.demoSessionId;
    if (session !== null) sessions.set(session, [...(sessions.get(session) ?? []), bet]);
  }
  const events: RealtimeEvent[] = [];
  for (const [sessionId, stakes] of sessions) {
    const outcome = decide(round, [...real, ...stakes]);
    const demoWon = outcome.winner !== null && outcome.winner.row.demoSessionId === sessionId;
    const [balance] = await settleEach(
      ctx.clock,
      [sessionId],
      () =>
        drawDemoCopy(ctx.deps.db, {
          roundId: round.id,
          sessionId,
          winnerBetId: demoWon ? outcome.winner!.row.id : null,
          payoutMinor: demoWon ? outcome.payoutMinor : 0,
          refunded: outcome.refunded,
        }),
      never,
    );
    if (balance === null) continue;
    const to = betAudience(stakes[0].row);
    events.push({ ...roundWhere(round), type: 'demo_result', to, ...resultFields(round, outcome) });
    events.push({ game: 'rooms', type: 'balance', to, balance: fromMinorUnits(balance, round.currency), currency: round.currency });
  }
  return events;
}

/**
 * A round drawn at the end of its window (docs/realtime.md): the demo copies settled, then the real stakes in one
 * statement that is the cause of the round's one posting: the pot less the commission to the winner
 * (`rooms-round:<id>:win`), or, one player, every stake back (`rooms-round:<id>:refund`). A round already drawn (a
 * takeover repeating it) changes nothing. Events: the public `round_result`, the personal `demo_result`s, balances.
 */
export async function drawRound(ctx: DrawContext, round: LiveRound, recovered: boolean): Promise<void> {
  const real = realBets(round);
  const outcome = decide(round, real);
  const endedAt = ctx.clock.now();
  const demoEvents = await drawDemoCopies(ctx, round, real);
  const payee = outcome.refunded ? real[0] : outcome.winner;
  const [moved] = await settleEach(
    ctx.clock,
    [round.id],
    () =>
      postPayout(
        ctx.deps,
        'rooms',
        {
          userId: payee?.row.userId ?? null,
          currency: round.currency,
          amountMinor: outcome.refunded ? outcome.potMinor : outcome.payoutMinor,
          key: `rooms-round:${round.id}:${outcome.refunded ? 'refund' : 'win'}`,
          kind: outcome.refunded ? 'refund' : 'win',
        },
        drawStatement({
          roundId: round.id,
          potMinor: outcome.potMinor,
          ticket: outcome.ticket,
          winnerBetId: outcome.winner?.row.id ?? null,
          payoutMinor: outcome.payoutMinor,
          commissionMinor: outcome.commissionMinor,
          refunded: outcome.refunded,
          recovered,
          endedAt,
        }),
      ),
    (error) => refusalOf(error) === 'already_drawn',
  );
  round.phase = 'drawn';
  const events: RealtimeEvent[] = [{ ...roundWhere(round), type: 'round_result', ...resultFields(round, outcome) }, ...demoEvents];
  if (moved && payee && (outcome.refunded || outcome.payoutMinor > 0)) {
    events.push({
      game: 'rooms',
      type: 'balance',
      to: betAudience(payee.row),
      balance: fromMinorUnits(moved.balanceMinor, round.currency),
      currency: round.currency,
    });
  }
  ctx.emit(events);
  if (!moved || outcome.refunded) return;
  const settledAt = new Date(endedAt).toISOString();
  for (const bet of real) {
    const won = bet === outcome.winner;
    const payoutMinor = won ? outcome.payoutMinor : 0;
    const multiplierBp = won ? Math.floor((payoutMinor * 10_000) / bet.row.stakeMinor) : 0;
    publishRoundBet(ctx.feed, 'rooms', { ...bet.row, payoutMinor, settledAt }, multiplierBp, bet.bettor);
  }
}
