import type { FastifyRequest } from 'fastify';
import type { Client } from './service';

/** Who made the request, as the auth services record it: address, user agent and the request's locale. */
export function clientOf(request: FastifyRequest): Client {
  const locale = request.ctx.locale;
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    locale: locale === 'br' ? null : locale,
    origin: request.headers.origin ?? originOfReferer(request.headers.referer),
  };
}

function originOfReferer(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}
