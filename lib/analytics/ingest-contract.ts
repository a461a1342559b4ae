/** What the analytics ingest accepts (the web's client and the api's POST /api/v2/analytics/events share it). */
export const ANALYTICS_EVENT_NAME = /^[a-z][a-z0-9_.:-]{0,63}$/;
/** One event's data, as JSON, in bytes at most. */
export const ANALYTICS_DATA_MAX_BYTES = 2048;
/** Events in one batch at most (spec section 9: batch max 100). */
export const ANALYTICS_BATCH_MAX = 100;
/** An event's time may lie this far in the past (a queue kept across an offline spell) or the future (clock skew). */
export const ANALYTICS_MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;
export const ANALYTICS_MAX_SKEW_MS = 5 * 60 * 1000;
/** The web's same-origin path the client posts to; the web server forwards it to the api. */
export const ANALYTICS_INGEST_PATH = '/ingest/events';
export const ANALYTICS_API_PATH = '/api/v2/analytics/events';

export type AnalyticsBatch = {
  session_id: string;
  user_id: number | null;
  events: { name: string; data: Record<string, unknown>; at_ms: number }[];
};
