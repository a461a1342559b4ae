import type { FastifyRequest } from 'fastify';
import { DEFAULT_CURRENCY, type Currency } from '@/lib/currencies';
import type { Db } from '../../db/db';
import { bearerToken } from '../../http/authenticate';
import { findUserCurrency } from './repository';
import { authenticateDemoToken, DEMO_HEADER } from './service';

/**
 * The currency a public page shows prices in: the demo session's, the signed-in player's, else `?currency=` or RUB.
 * A bad demo token is a 401 (the caller asked for demo); a stale bearer token only falls back.
 */
export async function callerCurrency(db: Db, request: FastifyRequest, queried: Currency | undefined): Promise<Currency> {
  const demoToken = request.headers[DEMO_HEADER];
  if (typeof demoToken === 'string') return (await authenticateDemoToken(db, demoToken)).currency;
  const token = bearerToken(request);
  const session = token ? await request.server.lookupToken(token) : null;
  if (session) return (await findUserCurrency(db, session.userId)) ?? DEFAULT_CURRENCY;
  return queried ?? DEFAULT_CURRENCY;
}
