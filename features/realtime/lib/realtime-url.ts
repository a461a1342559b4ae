/** Where every api node serves the game sockets (docs/realtime.md). */
export const REALTIME_PATH = '/api/v2/realtime';

/**
 * The socket's address from the api base the REST client uses: same host and port, ws:// for an http api and wss://
 * for an https one. An empty base (the api on the page's own origin) takes the page's origin.
 */
export function realtimeUrl(apiBase: string, pageOrigin: string): string {
  const base = (apiBase || pageOrigin).replace(/\/+$/, '');
  const url = new URL(`${base}${REALTIME_PATH}`, pageOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
