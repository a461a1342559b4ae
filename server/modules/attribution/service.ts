import type { Db } from '../../db/db';
import { recordSessionClient } from '../sessions/service';
import { attachAttribution, type Attribution } from '../users/service';

/** The client's address as the api sees it, with the host and user agent the web reports. */
export function recordClient(db: Db, sessionId: number, client: { ip: string; host: string | null; userAgent: string | null }) {
  return recordSessionClient(db, sessionId, client);
}

/** Traffic-source fields; the first value of each field sticks. */
export function attachSource(db: Db, userId: number, attribution: Attribution) {
  return attachAttribution(db, userId, attribution);
}
