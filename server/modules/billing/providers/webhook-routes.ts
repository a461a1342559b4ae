import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, NotFoundError, UnauthorizedError } from '../../../http/errors';
import { errorBodySchema, findUnstorableText } from '../../../http/schemas';
import { isPayoutEvent, NotificationRejectedError, type ProviderPaymentEvent, type ProviderPayoutEvent } from '../../../payments/types';
import { applyPaymentEvent } from '../deposits/crediting';
import type { DepositDeps } from '../deposits/deps';
import { applyPayoutEvent } from '../payouts/service';

/** A notification is small; a bigger body is refused (413) before anything reads it. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const REJECTIONS: Record<NotificationRejectedError['reason'], () => HttpError> = {
  bad_signature: () => new UnauthorizedError('bad_signature: The signature does not match the body.'),
  stale_timestamp: () => new UnauthorizedError('stale_timestamp: The notification is too old.'),
  malformed: () => new HttpError(400, 'malformed: The notification could not be read.'),
};

/**
 * POST /billing/webhooks/{provider}: the provider's notifications. The raw bytes are kept (this plugin's only
 * parser hands the body over as a Buffer) because the signature covers them exactly; the provider verifies and
 * parses them, and a verified event is applied once, whatever the number of deliveries.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: DepositDeps }> = async (app, { deps }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/billing/webhooks/:provider',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['billing'],
        summary: "A payment provider's notification, verified on the raw body; 200 once recorded (also for a repeat)",
        description: '401 bad_signature or stale_timestamp, 400 malformed, 404 for an unknown provider, invoice or payout.',
        params: z.object({ provider: z.string().max(32) }),
        response: {
          200: z.object({ status: z.literal('ok'), outcome: z.string() }),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          500: errorBodySchema,
        },
      },
    },
    async (request) => {
      const provider = deps.findProvider(request.params.provider);
      if (!provider) throw new NotFoundError('Unknown provider.');
      let event: ProviderPaymentEvent | ProviderPayoutEvent;
      try {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        event = provider.parseNotification({ rawBody, headers: request.headers });
      } catch (error) {
        if (error instanceof NotificationRejectedError) throw REJECTIONS[error.reason]();
        throw error;
      }
      // Signed or not, text Postgres cannot store (NUL) would fail every delivery with a 500: it is unreadable.
      if (findUnstorableText(event) !== null) throw REJECTIONS.malformed();
      if (isPayoutEvent(event)) {
        const { outcome } = await applyPayoutEvent(deps, provider.name, event);
        if (outcome === 'unknown_payout') throw new NotFoundError('Unknown payout.');
        return { status: 'ok' as const, outcome };
      }
      const { outcome } = await applyPaymentEvent(deps, { ...event, provider: provider.name, source: 'notification' });
      if (outcome === 'unknown_invoice') throw new NotFoundError('Unknown invoice.');
      return { status: 'ok' as const, outcome };
    },
  );
};
