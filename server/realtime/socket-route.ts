import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { WebSocketServer } from 'ws';
import { HttpError } from '../http/errors';
import { regionOfRequest } from '../modules/geo/service';
import type { Hub } from './hub';
import { MAX_INCOMING_FRAME_BYTES } from './protocol';

export const REALTIME_PATH = '/api/v2/realtime';

class UpgradeRefusedError extends HttpError {}

/** How much of a refused Origin the debug log keeps (the header is the client's text, of any length). */
const LOGGED_ORIGIN_CHARS = 120;

/**
 * GET /api/v2/realtime. An upgrade request to this path goes through Fastify's own routing (so the client address
 * honours TRUSTED_PROXIES and the region comes from the Region header or the address, exactly as for REST), and
 * the route hands the socket to ws. Upgrades to other paths are left to other listeners (or closed when none).
 * `allowedOrigins` are the CORS origins (WEB_ORIGINS), compared as @fastify/cors compares them: exact text. A browser
 * always sends Origin on an upgrade, so another site's page cannot open a socket in its visitor's name; a request
 * without Origin (native clients, the bench, server-side tests) is no browser's and is admitted.
 */
export const socketRoute: FastifyPluginAsync<{ hub: Hub; allowedOrigins: readonly string[] }> = async (app, { hub, allowedOrigins }) => {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_INCOMING_FRAME_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const upgrades = new WeakMap<IncomingMessage, { socket: Duplex; head: Buffer }>();
  let refusedOrigins = 0;

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== REALTIME_PATH) {
      if (app.server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    socket.on('error', () => socket.destroy());
    upgrades.set(request, { socket, head });
    // A refusal is an ordinary HTTP reply on the raw socket, after which the connection ends.
    const response = new ServerResponse(request);
    response.assignSocket(socket as Socket);
    response.on('finish', () => socket.end());
    app.routing(request, response);
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    wss.close();
  });

  app.get(REALTIME_PATH, { schema: { hide: true } }, async (request, reply) => {
    const upgrade = upgrades.get(request.raw);
    if (!upgrade) return reply.code(426).header('upgrade', 'websocket').send({ message: 'Open a WebSocket at this address.' });
    upgrades.delete(request.raw);
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.includes(origin)) {
      refusedOrigins += 1;
      request.log.debug(
        { ip: request.ip, origin: origin.slice(0, LOGGED_ORIGIN_CHARS), refusedOrigins },
        'realtime upgrade refused: foreign origin',
      );
      throw new UpgradeRefusedError(403, 'This origin may not open a socket here.');
    }
    const refusal = hub.admit(request.ip);
    if (refusal) throw new UpgradeRefusedError(refusal.status, refusal.body.message);
    const info = { ip: request.ip, region: regionOfRequest(request) };
    reply.hijack();
    // No verifyClient and no compression: ws completes the upgrade synchronously, so admit and accept see the same count.
    wss.handleUpgrade(request.raw, upgrade.socket, upgrade.head, (ws) => hub.accept(ws, info));
  });
};
