import type { KeyObject } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { SIGNATURE_HEADER, verifyBody } from '../../aggregators/hub88/signature';
import { balanceRequest, betRequest, rollbackRequest, RS, userInfoRequest, winRequest } from '../../aggregators/hub88/wire';
import { balance, bet, rollbackBet, userInfo, win, type WalletDeps, type WalletReply } from './wallet-service';

/** Without a key (no aggregator configured) every call is answered RS_ERROR_INVALID_SIGNATURE. */
export type WalletRoutesOptions = { deps: WalletDeps; aggregatorPublicKey: KeyObject | null };

type Operation = { schema: z.ZodType; run: (deps: WalletDeps, request: never) => Promise<WalletReply> };

const OPERATIONS: Record<string, Operation> = {
  '/user/info': { schema: userInfoRequest, run: userInfo },
  '/user/balance': { schema: balanceRequest, run: balance },
  '/transaction/bet': { schema: betRequest, run: bet },
  '/transaction/win': { schema: winRequest, run: win },
  '/transaction/rollback': { schema: rollbackRequest, run: rollbackBet },
};

/** The request_uuid to echo, read without trusting the body (it may be unsigned or malformed). */
function requestUuidOf(body: Buffer): string | undefined {
  try {
    const value = (JSON.parse(body.toString('utf8')) as { request_uuid?: unknown }).request_uuid;
    return typeof value === 'string' && value.length <= 100 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Hub88's Wallet API under /wallet/hub88 (docs/casino.md). The signature is checked on the exact body bytes before
 * anything reads them; every answer is HTTP 200 with a status and the echoed request_uuid.
 */
export const walletRoutes: FastifyPluginAsync<WalletRoutesOptions> = async (app, { deps, aggregatorPublicKey }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  for (const [path, operation] of Object.entries(OPERATIONS)) {
    app.post(path, { schema: { hide: true } }, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers[SIGNATURE_HEADER];
      const requestUuid = requestUuidOf(body);
      const send = (answer: WalletReply) => reply.code(200).send({ ...answer, request_uuid: requestUuid ?? null });
      if (!aggregatorPublicKey || !verifyBody(body, typeof header === 'string' ? header : undefined, aggregatorPublicKey)) {
        return send({ status: RS.invalidSignature });
      }
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        return send({ status: RS.wrongSyntax });
      }
      if (typeof json !== 'object' || json === null || Array.isArray(json)) return send({ status: RS.wrongSyntax });
      const parsed = operation.schema.safeParse(json);
      if (!parsed.success) return send({ status: RS.wrongTypes });
      try {
        return send(await operation.run(deps, parsed.data as never));
      } catch (error) {
        request.log.error({ err: error, path }, 'wallet call failed');
        return send({ status: RS.unknown });
      }
    });
  }
};
