import type { Queryable } from '../../db/db';
import { findBetsByIds } from './repository';
import { toBetView } from './view';

/** Instant-game bets by id as GET /api/v2/games/bets/{id} shows each: its pair's server seed once revealed. */
export async function listBetViews(q: Queryable, ids: number[]) {
  return (await findBetsByIds(q, ids)).map(({ bet, serverSeed }) => toBetView(bet, serverSeed));
}
