import { ANALYTICS_INGEST_PATH, type AnalyticsBatch } from './ingest-contract';

/** Browsers refuse keepalive and beacon bodies over 64 KiB. */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * Posts a batch to the site's own ingest path. Leaving the page, the beacon carries it (or a keepalive fetch when the
 * beacon refuses). A batch the server refuses as invalid (4xx other than 429) is dropped: sending it again cannot help.
 */
export async function sendBatch(batch: AnalyticsBatch, leaving: boolean): Promise<boolean> {
  const body = JSON.stringify(batch);
  const small = body.length <= KEEPALIVE_MAX_BYTES;
  if (leaving && small && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(ANALYTICS_INGEST_PATH, new Blob([body], { type: 'application/json' }))) return true;
  }
  const response = await fetch(ANALYTICS_INGEST_PATH, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    keepalive: leaving && small,
  });
  return response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429);
}
