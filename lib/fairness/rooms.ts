import { getBetLimit, getCurrencyLimits, ROOMS, type BetLimit, type Room } from '../bet-limits';
import type { Currency } from '../currencies';
import { GAME_RTP_BP } from '../games/rtp';
import { ONE_X_BP, payoutMinor } from './multiplier';
import { isServerSeed } from './seeds';
import { HmacSha256, utf8 } from './sha256';

/** The rooms' winner gets the pot times this (GAME_RTP_BP.rooms: 95 %); the rest is the house commission. */
export const ROOMS_PAYOUT_BP = GAME_RTP_BP.rooms;
export const ROOMS_COMMISSION_BP = ONE_X_BP - ROOMS_PAYOUT_BP;

export function isRoom(value: unknown): value is Room {
  return typeof value === 'string' && (ROOMS as readonly string[]).includes(value);
}

/** The pot split: the winner's payout floor(pot * 95 %) in minor units, the commission what is left. */
export function splitRoomPot(potMinor: number): { payoutMinor: number; commissionMinor: number } {
  const payout = payoutMinor(potMinor, ROOMS_PAYOUT_BP);
  return { payoutMinor: payout, commissionMinor: potMinor - payout };
}

/**
 * The winning ticket of a round (docs/fairness.md): n = the first 53 bits of HMAC-SHA256(key = the seed's hex text,
 * message = `rooms:<round id>`), ticket = floor(n * pot / 2^53), computed in integers; tickets 0 to pot - 1 are the
 * stakes' minor units in bet order.
 */
export function getRoomTicket(seed: string, roundId: number, potMinor: number): number {
  if (!isServerSeed(seed)) throw new RangeError('the seed must be 64 lower-case hex characters');
  if (!Number.isSafeInteger(roundId) || roundId < 1) throw new RangeError('the round id is a whole number from 1');
  if (!Number.isSafeInteger(potMinor) || potMinor < 1) throw new RangeError('the pot is a whole number of minor units from 1');
  const words = new Uint32Array(8);
  const message = utf8(`rooms:${roundId}`);
  new HmacSha256(utf8(seed)).digestWords(message, message.length, words);
  const bits53 = BigInt(words[0]) * 2n ** 21n + BigInt(words[1] >>> 11);
  return Number((bits53 * BigInt(potMinor)) >> 53n);
}

/** The index of the stake that holds `ticket` (stakes in bet order, each owning as many tickets as its minor units). */
export function stakeHoldingTicket(stakesMinor: readonly number[], ticket: number): number {
  let end = 0;
  for (let i = 0; i < stakesMinor.length; i += 1) {
    end += stakesMinor[i];
    if (ticket < end) return i;
  }
  throw new RangeError('the ticket is beyond the pot');
}

export type RoomDraw = { potMinor: number; ticket: number; winner: number; payoutMinor: number; commissionMinor: number };

/** The draw of a round with these stakes (minor units, in bet order): the ticket, the winning stake's index, the split. */
export function drawRoom(seed: string, roundId: number, stakesMinor: readonly number[]): RoomDraw {
  if (stakesMinor.length === 0 || !stakesMinor.every((stake) => Number.isSafeInteger(stake) && stake > 0)) {
    throw new RangeError('the stakes are whole numbers of minor units above 0');
  }
  const potMinor = stakesMinor.reduce((sum, stake) => sum + stake, 0);
  const ticket = getRoomTicket(seed, roundId, potMinor);
  return { potMinor, ticket, winner: stakeHoldingTicket(stakesMinor, ticket), ...splitRoomPot(potMinor) };
}

/**
 * A stake's limits in a room (docs/decisions.md, "Rooms"): the minimum is spec section 9's RUB room stake, in other
 * currencies the same times the ratio of their crash minimum to RUB's (USD 0.01, 0.10, 0.50; KZT 5, 50, 250); the
 * maximum is the currency's coinflip maximum.
 */
export function roomStakeLimit(room: Room, currency: Currency): BetLimit {
  const rubMinor = getCurrencyLimits('RUB').roomStakesMinor[room];
  if (rubMinor === undefined) throw new Error(`spec section 9 gives no RUB stake for the ${room} room`);
  const minMinor = (rubMinor * getBetLimit(currency, 'crash').minMinor) / getBetLimit('RUB', 'crash').minMinor;
  if (!Number.isSafeInteger(minMinor)) throw new Error(`the ${room} room's ${currency} minimum is not whole`);
  return { minMinor, maxMinor: getBetLimit(currency, 'coinflip').maxMinor };
}
