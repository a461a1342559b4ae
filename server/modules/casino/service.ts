import { randomBytes } from 'node:crypto';
import { isCurrency } from '@/lib/currencies';
import type { CatalogGame, CasinoCategory, LaunchBody, LaunchRefusal } from '@/lib/casino/contract';
import { RECENT_GAMES_LIMIT } from '@/lib/casino/contract';
import type { Db } from '../../db/db';
import { HttpError, NotFoundError, UnauthorizedError } from '../../http/errors';
import { AggregatorUnavailableError, type GameAggregator } from '../../aggregators/types';
import { wireUserOf } from '../../aggregators/hub88/wire';
import {
  addFavourite,
  findGame,
  listFavouriteCodes,
  listPlayableGames,
  listRecentGames,
  recordRecent,
  removeFavourite,
  syncGames,
  type StoredGame,
} from './repository';
import { findUserById } from '../users/service';
import { insertSession } from './wallet-repository';
import { sha256Hex } from './wallet-service';

/** A game session (the token the aggregator's wallet calls carry) lasts this long; wins and rollbacks come after too. */
export const GAME_SESSION_TTL_S = 8 * 3600;

export type CasinoDeps = { db: Db; aggregator: GameAggregator | null };

const toCatalogGame = ({ code, name, provider, category, thumbnail, rtp, demo }: StoredGame): CatalogGame => ({
  code,
  name,
  provider,
  category,
  thumbnail,
  rtp,
  demo,
});

const refusal = (status: number, code: LaunchRefusal, message: string) => new HttpError(status, `${code}: ${message}`, code);

/** The aggregator's game list into the catalogue (the sync job's work). */
export async function syncCatalog(deps: CasinoDeps): Promise<number> {
  if (!deps.aggregator) return 0;
  const games = await deps.aggregator.listGames();
  await syncGames(deps.db, deps.aggregator.name, games);
  return games.length;
}

export async function listCatalog(deps: CasinoDeps, category: CasinoCategory | null, country: string | null): Promise<CatalogGame[]> {
  return (await listPlayableGames(deps.db, category, country)).map(toCatalogGame);
}

export type LaunchCaller = { userId: number | null; country: string | null; ip: string; locale: 'ru' | 'en' | 'kz'; lobbyOrigin: string };

/**
 * A game's URL: demo for anyone (play money, currency XXX, no token), real for a signed-in player in their currency,
 * with a fresh token bound to the player, the currency and the game. Each launch of a player is "recently played".
 */
export async function launchGame(deps: CasinoDeps, caller: LaunchCaller, body: LaunchBody): Promise<string> {
  const game = await findGame(deps.db, body.game_code);
  if (!game || !deps.aggregator) throw refusal(404, 'game_not_found', 'There is no such game.');
  if (!game.enabled) throw refusal(403, 'game_disabled', 'The game is switched off.');
  if (caller.country && game.blockedCountries.includes(caller.country)) {
    throw refusal(403, 'country_blocked', 'The game is not available in your country.');
  }
  if (body.mode === 'demo' && !game.demo) throw refusal(422, 'demo_unavailable', 'The game has no demo mode.');
  const category = game.category === 'live' ? 'live-casino' : 'slots';
  const common = {
    gameCode: game.code,
    platform: body.platform,
    country: caller.country ?? 'XX',
    // Hub88 takes ISO 639-1 languages: our kz interface is Kazakh, kk.
    lang: caller.locale === 'kz' ? 'kk' : caller.locale,
    lobbyUrl: `${caller.lobbyOrigin}/${caller.locale}/games/${category}`,
    depositUrl: `${caller.lobbyOrigin}/${caller.locale}/games/${category}/${game.code}/play?deposit=1`,
    ip: caller.ip,
  };
  let request: Parameters<GameAggregator['gameUrl']>[0];
  if (body.mode === 'real') {
    if (caller.userId === null) throw new UnauthorizedError('Log in to play for money.');
    const currency = (await findUserById(deps.db, caller.userId))?.currency;
    if (!currency || !isCurrency(currency) || (game.currencies && !game.currencies.includes(currency))) {
      throw refusal(422, 'currency_unsupported', 'The game does not take your currency.');
    }
    const token = randomBytes(32).toString('hex');
    await insertSession(deps.db, {
      tokenSha256: sha256Hex(token),
      userId: caller.userId,
      currency: currency,
      gameCode: game.code,
      ttlS: GAME_SESSION_TTL_S,
    });
    request = { ...common, user: wireUserOf(caller.userId), token, currency };
  } else {
    request = { ...common, currency: 'XXX' };
  }
  if (caller.userId !== null) await recordRecent(deps.db, caller.userId, game.code);
  try {
    return await deps.aggregator.gameUrl(request);
  } catch (error) {
    if (error instanceof AggregatorUnavailableError)
      throw refusal(502, 'provider_unavailable', 'The game provider does not answer; try again.');
    throw error;
  }
}

export async function listFavourites(deps: CasinoDeps, userId: number): Promise<string[]> {
  return listFavouriteCodes(deps.db, userId);
}

export async function setFavourite(deps: CasinoDeps, userId: number, code: string, favourite: boolean): Promise<string[]> {
  if (favourite) {
    if (!(await findGame(deps.db, code))) throw new NotFoundError('There is no such game.', 'game_not_found');
    await addFavourite(deps.db, userId, code);
  } else {
    await removeFavourite(deps.db, userId, code);
  }
  return listFavouriteCodes(deps.db, userId);
}

export async function listRecent(deps: CasinoDeps, userId: number, country: string | null): Promise<CatalogGame[]> {
  return (await listRecentGames(deps.db, userId, RECENT_GAMES_LIMIT, country)).map(toCatalogGame);
}
