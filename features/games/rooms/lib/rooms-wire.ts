import { z } from 'zod';
import { ROOMS, type Room } from '@/lib/bet-limits';
import type { Currency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';
import { minorOrNull, parseOrNull, wireAmount as amount, wireCurrency as currency, wireId as id } from '../../live/lib/live-wire';

/** The rooms' socket frames (docs/realtime.md, "Rooms") as the screen keeps them: minor units of the instance's currency. */
export type RoomPhase = 'waiting' | 'betting' | 'drawn';

export interface RoomPlayer {
  /** null: hidden statistics, or no name. */
  name: string | null;
  avatar: string | null;
  hidden: boolean;
}

export interface RoomBet extends RoomPlayer {
  id: string;
  amountMinor: number;
  currency: Currency;
  demo: boolean;
}

export interface RoomResult {
  potMinor: number;
  commissionMinor: number;
  payoutMinor: number;
  /** null when refunded (one player: nothing is drawn). */
  ticket: number | null;
  winner: ({ betId: string } & RoomPlayer) | null;
  refunded: boolean;
  seed: string;
  hashCommit: string | null;
}

export interface RoomRound {
  id: string;
  phase: RoomPhase;
  hashCommit: string | null;
  bettingEndsAt: number | null;
  /** The real stakes' pot and players as the server counts them (the viewer's demo stakes are not in them). */
  serverPotMinor: number;
  serverPlayers: number;
  /** Real stakes and the viewer's demo ones, in bet order. */
  bets: RoomBet[];
  result: RoomResult | null;
  /** The viewer's demo copy's result (personal). */
  demoResult: RoomResult | null;
}

export interface RoomHistoryEntry {
  roundId: string;
  potMinor: number;
  payoutMinor: number;
  winner: ({ betId: string } & RoomPlayer) | null;
  refunded: boolean;
  seed: string;
  /** Known when the round was watched here: its commitment, ticket and stakes in bet order. */
  hashCommit: string | null;
  ticket: number | null;
  stakes: { betId: string; amountMinor: number }[] | null;
  /** The viewer's demo copy of the round (their play-money stakes after the real ones), not the real round. */
  demo: boolean;
  /** The winning stake was the viewer's (known for rounds watched here). */
  mine: boolean;
}

const room = z.enum(ROOMS);
const user = z.looseObject({ name: z.string().nullish(), avatar: z.string().nullish() }).nullish();

function playerOf(wire: z.infer<typeof user>): RoomPlayer {
  return { name: wire?.name ? wire.name : null, avatar: wire?.avatar ?? null, hidden: !wire };
}

const betWire = z.looseObject({ id, user, amount, currency, demo: z.boolean().optional() });
const winnerWire = z.looseObject({ bet_id: id, user }).nullish();
const resultWire = z.looseObject({
  pot: amount,
  commission: amount.optional(),
  payout: amount,
  ticket: z.number().int().nonnegative().nullish(),
  winner: winnerWire,
  refunded: z.boolean(),
  seed: z.string(),
  hash_commit: z.string().nullish(),
});
const historyWire = z.looseObject({
  round_id: id,
  pot: amount,
  payout: amount,
  winner: winnerWire,
  refunded: z.boolean(),
  seed: z.string(),
});
const roundWire = z.looseObject({
  id,
  phase: z.enum(['waiting', 'betting', 'drawn']),
  hash_commit: z.string().nullish(),
  betting_ends_at: z.number().nullish(),
  pot: amount.nullish(),
  players: z.number().nullish(),
  bets: z.array(betWire).default([]),
  my_bets: z.array(betWire).default([]),
  result: resultWire.nullish(),
  demo_result: resultWire.nullish(),
});

export function readBet(wire: z.infer<typeof betWire>): RoomBet {
  return {
    id: wire.id,
    ...playerOf(wire.user),
    amountMinor: toMinorUnits(wire.amount, wire.currency),
    currency: wire.currency,
    demo: wire.demo ?? false,
  };
}

function winnerOf(wire: z.infer<typeof winnerWire>) {
  return wire ? { betId: wire.bet_id, ...playerOf(wire.user) } : null;
}

export function readResult(wire: z.infer<typeof resultWire>, of: Currency): RoomResult {
  return {
    potMinor: toMinorUnits(wire.pot, of),
    commissionMinor: toMinorUnits(wire.commission ?? 0, of),
    payoutMinor: toMinorUnits(wire.payout, of),
    ticket: wire.ticket ?? null,
    winner: winnerOf(wire.winner),
    refunded: wire.refunded,
    seed: wire.seed,
    hashCommit: wire.hash_commit ?? null,
  };
}

export function readHistory(wire: z.infer<typeof historyWire>, of: Currency): RoomHistoryEntry {
  return {
    roundId: wire.round_id,
    potMinor: toMinorUnits(wire.pot, of),
    payoutMinor: toMinorUnits(wire.payout, of),
    winner: winnerOf(wire.winner),
    refunded: wire.refunded,
    seed: wire.seed,
    hashCommit: null,
    ticket: null,
    stakes: null,
    demo: false,
    mine: false,
  };
}

function readRound(wire: z.infer<typeof roundWire>, of: Currency): { round: RoomRound; myBets: RoomBet[] } {
  const myBets = wire.my_bets.map(readBet);
  const bets = wire.bets.map(readBet);
  for (const bet of myBets) if (!bets.some((item) => item.id === bet.id)) bets.push(bet);
  return {
    round: {
      id: wire.id,
      phase: wire.phase,
      hashCommit: wire.hash_commit ?? null,
      bettingEndsAt: wire.betting_ends_at ?? null,
      serverPotMinor: minorOrNull(wire.pot, of) ?? 0,
      serverPlayers: wire.players ?? 0,
      bets,
      result: wire.result ? readResult(wire.result, of) : null,
      demoResult: wire.demo_result ? readResult(wire.demo_result, of) : null,
    },
    myBets,
  };
}

const instance = { room, currency, round_id: id };

const eventSchema = z.discriminatedUnion('type', [
  z.looseObject({
    type: z.literal('snapshot'),
    rooms: z.array(z.looseObject({ room, currency, round: roundWire.nullish(), history: z.array(historyWire).default([]) })).default([]),
  }),
  z.looseObject({ type: z.literal('round_open'), ...instance, hash_commit: z.string() }),
  z.looseObject({ type: z.literal('round_betting'), ...instance, betting_ends_at: z.number() }),
  z.looseObject({ type: z.literal('bet'), ...instance, bet: betWire, pot: amount.optional(), players: z.number().optional() }),
  z.looseObject({ type: z.literal('round_result'), ...instance, ...resultWire.shape }),
  z.looseObject({ type: z.literal('demo_result'), ...instance, ...resultWire.shape }),
  z.looseObject({ type: z.literal('balance'), balance: amount, currency }),
]);

type WireEvent = z.infer<typeof eventSchema>;

/** A rooms event with its amounts read in its instance's currency. */
export type RoomsEvent =
  | {
      type: 'snapshot';
      rooms: { room: Room; currency: Currency; round: RoomRound | null; myBets: RoomBet[]; history: RoomHistoryEntry[] }[];
    }
  | { type: 'round_open'; room: Room; currency: Currency; roundId: string; hashCommit: string }
  | { type: 'round_betting'; room: Room; currency: Currency; roundId: string; bettingEndsAt: number }
  | { type: 'bet'; room: Room; currency: Currency; roundId: string; bet: RoomBet; potMinor: number | null; players: number | null }
  | { type: 'round_result' | 'demo_result'; room: Room; currency: Currency; roundId: string; result: RoomResult }
  | { type: 'balance'; balance: number | string };

function convert(event: WireEvent): RoomsEvent {
  switch (event.type) {
    case 'snapshot':
      return {
        type: 'snapshot',
        rooms: event.rooms.map((entry) => {
          const read = entry.round ? readRound(entry.round, entry.currency) : null;
          return {
            room: entry.room,
            currency: entry.currency,
            round: read?.round ?? null,
            myBets: read?.myBets ?? [],
            history: entry.history.map((item) => readHistory(item, entry.currency)),
          };
        }),
      };
    case 'round_open':
      return { type: 'round_open', room: event.room, currency: event.currency, roundId: event.round_id, hashCommit: event.hash_commit };
    case 'round_betting':
      return {
        type: 'round_betting',
        room: event.room,
        currency: event.currency,
        roundId: event.round_id,
        bettingEndsAt: event.betting_ends_at,
      };
    case 'bet':
      return {
        type: 'bet',
        room: event.room,
        currency: event.currency,
        roundId: event.round_id,
        bet: readBet(event.bet),
        potMinor: minorOrNull(event.pot, event.currency),
        players: event.players ?? null,
      };
    case 'round_result':
    case 'demo_result':
      return {
        type: event.type,
        room: event.room,
        currency: event.currency,
        roundId: event.round_id,
        result: readResult(event, event.currency),
      };
    case 'balance':
      return { type: 'balance', balance: event.balance };
  }
}

/** What `schema` parses, as `read` converts it; null when it does not fit or holds an amount its currency cannot. */
function readOrNull<Wire, Read>(schema: z.ZodType<Wire>, wire: unknown, read: (parsed: Wire) => Read): Read | null {
  const parsed = parseOrNull(schema, wire);
  if (parsed === null) return null;
  try {
    return read(parsed);
  } catch {
    return null;
  }
}

/** One rooms event, or null for anything else (another game's, a malformed frame, an amount its currency cannot hold). */
export function readRoomsEvent(event: { type: string; game?: string }): RoomsEvent | null {
  return event.game === 'rooms' ? readOrNull(eventSchema, event, convert) : null;
}

/** A stake from a command's ack (`{bet, balance}`). */
export function readRoomBet(wire: unknown): RoomBet | null {
  return readOrNull(betWire, wire, readBet);
}
