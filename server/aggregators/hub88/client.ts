import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { CasinoCategory } from '@/lib/casino/contract';
import { AggregatorUnavailableError, type AggregatorGame, type GameAggregator, type GameUrlRequest } from '../types';
import { signBody } from './signature';

/** How the client reaches the aggregator: fetch by default; tests route it into app.inject. */
export type HttpPost = (url: string, body: string, headers: Record<string, string>) => Promise<{ status: number; text: string }>;

export const fetchPost =
  (timeoutMs: number): HttpPost =>
  async (url, body, headers) => {
    const response = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, text: await response.text() };
  };

export type Hub88ClientOptions = { apiUrl: string; operatorId: number; privateKey: KeyObject; post: HttpPost };

const listedGame = z.looseObject({
  game_code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  name: z.string().min(1).max(200),
  product: z.string().min(1).max(200),
  category: z.string().max(100),
  url_thumb: z.string().max(2000).nullish(),
  enabled: z.boolean().default(true),
  blocked_countries: z.array(z.string()).nullish(),
  demo_game_support: z.boolean().nullish(),
  rtp: z.number().gt(0).lte(100).nullish(),
});

/** Hub88's categories ("Video Slots", "Live Dealer", ...) as the lobby's two; others are not shown. */
function categoryOf(category: string): CasinoCategory | null {
  if (/live/i.test(category)) return 'live';
  if (/slot/i.test(category)) return 'slots';
  return null;
}

/** Hub88's Games API, as the operator calls it: every body signed with our private key (X-Hub88-Signature). */
export function createHub88Client(options: Hub88ClientOptions): GameAggregator {
  async function call(path: string, payload: Record<string, unknown>): Promise<unknown> {
    const body = JSON.stringify({ ...payload, operator_id: options.operatorId });
    const headers = { 'content-type': 'application/json', 'x-hub88-signature': signBody(body, options.privateKey) };
    let answer: { status: number; text: string };
    try {
      answer = await options.post(`${options.apiUrl}/operator/generic/v2${path}`, body, headers);
    } catch (error) {
      throw new AggregatorUnavailableError(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (answer.status !== 200) throw new AggregatorUnavailableError(`${path}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
    try {
      return JSON.parse(answer.text) as unknown;
    } catch {
      throw new AggregatorUnavailableError(`${path}: not JSON`);
    }
  }

  return {
    name: 'hub88',
    async listGames() {
      const listed = z.array(z.unknown()).parse(await call('/game/list', {}));
      const games: AggregatorGame[] = [];
      for (const item of listed) {
        const parsed = listedGame.safeParse(item);
        const category = parsed.success ? categoryOf(parsed.data.category) : null;
        if (!parsed.success || !category) continue;
        const game = parsed.data;
        games.push({
          code: game.game_code,
          name: game.name,
          studio: game.product,
          category,
          thumbnail: game.url_thumb ?? null,
          rtp: game.rtp ?? null,
          blockedCountries: (game.blocked_countries ?? []).filter((code) => /^[A-Z]{2}$/.test(code)),
          demo: game.demo_game_support ?? true,
          enabled: game.enabled,
        });
      }
      return games;
    },
    async gameUrl(request: GameUrlRequest) {
      const reply = await call('/game/url', {
        ...(request.user ? { user: request.user, token: request.token } : {}),
        game_code: request.gameCode,
        platform: request.platform,
        currency: request.currency,
        country: request.country,
        lang: request.lang,
        lobby_url: request.lobbyUrl,
        deposit_url: request.depositUrl,
        ip: request.ip,
      });
      const parsed = z.object({ url: z.url() }).safeParse(reply);
      if (!parsed.success) throw new AggregatorUnavailableError('/game/url: no url in the reply');
      return parsed.data.url;
    },
  };
}
