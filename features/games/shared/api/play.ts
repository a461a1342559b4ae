import { isRetryable } from '../lib/game-failure';
import { readApiFailure } from '@/lib/api/validation-errors';
import { gamesGet, gamesSend, type PlayAs } from './games-api';
import { activeReplySchema, playReplySchema, type GameBet, type PlayReply } from './schemas';

export { playReplySchema };

const RETRIES = 2;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One play action (a bet, a reveal, a cash-out) under its click's key. A request the api did not finish is sent
 * again with the same key, so it settles at most once and a lost answer still reaches the screen.
 */
export async function sendPlay(path: string, body: unknown, as: PlayAs, idempotencyKey: string): Promise<PlayReply> {
  for (let attempt = 0; ; attempt++) {
    try {
      return playReplySchema.parse(await gamesSend('post', path, body, as, idempotencyKey));
    } catch (error) {
      if (attempt >= RETRIES || !isRetryable(error)) throw error;
      const retryAfterS = readApiFailure(error).retryAfterS;
      await wait(Math.min(2000, retryAfterS ? retryAfterS * 1000 : 300 * (attempt + 1)));
    }
  }
}

/** GET /{game}/active: the open multi-step game to resume after a reload, or null. */
export async function getActiveBet(path: string, as: PlayAs): Promise<GameBet | null> {
  return activeReplySchema.parse(await gamesGet(path, as)).bet;
}
