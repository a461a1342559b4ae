import type { ZodType } from 'zod';
import type { Db } from '../../db/db';
import { resolvePlayer } from './player';
import { playerErrorResponses, playReplySchema, security } from '../core/schemas';

/**
 * A route that plays (a bet or a step of a game): a player or demo session, Idempotency-Key, no restricted region;
 * a body field that fails its schema is refused with the code its game's contract names (lib/games).
 */
export function playRoute<B extends ZodType>(
  db: Db,
  tags: string[],
  summary: string,
  body: B,
  refusalFields: Readonly<Record<string, string>>,
) {
  return {
    onRequest: resolvePlayer(db),
    config: { idempotency: true, regionRestricted: true, refusalFields },
    schema: { tags, summary, security, body, response: { 200: playReplySchema, ...playerErrorResponses } },
  };
}
