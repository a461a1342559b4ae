import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocaleCode, type LocaleCode } from '@/lib/locales';
import { isRegion, type Region } from '@/lib/region';

export type RequestContext = {
  /** The product locale asked for; pt-BR (the web's br) is kept as 'br' until the product ships it. */
  locale: LocaleCode | 'br' | null;
  region: Region | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** Picks the best supported language of an Accept-Language header (q-values respected). */
export function parseAcceptLanguage(header: string | undefined): RequestContext['locale'] {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((item) => item.tag && item.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'pt-br' || tag === 'br') return 'br';
    const primary = tag.split('-')[0];
    if (primary === 'kk') return 'kz';
    if (isLocaleCode(primary)) return primary;
  }
  return null;
}

export function parseRegionHeader(header: string | string[] | undefined): Region | null {
  const value = Array.isArray(header) ? header[0] : header;
  const upper = value?.trim().toUpperCase();
  return isRegion(upper) ? upper : null;
}

export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.ctx = {
      locale: parseAcceptLanguage(request.headers['accept-language']),
      region: parseRegionHeader(request.headers.region),
    };
  });
}
