import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';
import { MoneyFormatError, toMinorUnits } from '@/lib/money';
import { bearerToken } from '../../http/authenticate';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../http/errors';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { ProviderRefusedError } from '../types';
import { invoiceJson, invoiceSchema, payoutJson, payoutSchema } from './api-replies';
import { CHECKOUT_CSP, renderCheckoutPage } from './checkout-page';
import { SandboxStateError, type SandboxGateway } from './gateway';

/*
 * The sandbox provider's own HTTP surface, served by the api: the checkout page a tester acts on, and the API a
 * merchant calls with the shared secret as a bearer token (status queries, invoices, payouts).
 */

const INVOICE_ID = /^sbx_inv_[0-9a-f]{32}$/;
const PAYOUT_ID = /^sbx_po_[0-9a-f]{32}$/;
const tags = ['sandbox-pay'];
const security = [{ bearer: [] }];

const digest = (value: string) => createHash('sha256').update(value).digest();

function requireSecret(secret: string) {
  const expected = digest(secret);
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token === null || !timingSafeEqual(digest(token), expected)) throw new UnauthorizedError();
  };
}

const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);
const orderId = z.string().min(1).max(128);
const amountMinor = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const apiErrors = { 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...commonErrorResponses };

export const sandboxRoutes: FastifyPluginAsyncZod<{ gateway: SandboxGateway; secret: string }> = async (app, { gateway, secret }) => {
  // The checkout page's forms post url-encoded bodies; this parser exists only inside this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const pagePath = (id: string) => `/sandbox-pay/checkout/${id}`;
  const idParams = z.object({ id: z.string().max(64) });

  app.get(
    '/sandbox-pay/checkout/:id',
    {
      schema: {
        tags,
        summary: 'The sandbox checkout page (HTML)',
        params: idParams,
        querystring: z.object({ error: z.string().max(32).optional() }),
      },
    },
    async (request, reply) => {
      const invoice = INVOICE_ID.test(request.params.id) ? await gateway.getInvoice(request.params.id) : null;
      if (!invoice) throw new NotFoundError();
      const html = renderCheckoutPage({
        invoice,
        notifications: await gateway.notificationsOf(invoice.id),
        actionPath: pagePath(invoice.id),
        error: request.query.error ?? null,
      });
      return reply
        .header('content-security-policy', CHECKOUT_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  const settleThen = async (id: string, settle: () => Promise<unknown>) => {
    try {
      await settle();
      return pagePath(id);
    } catch (error) {
      if (error instanceof SandboxStateError && error.code !== 'not_found') return `${pagePath(id)}?error=${error.code}`;
      if (error instanceof SandboxStateError) throw new NotFoundError();
      throw error;
    }
  };
  const formBody = z.object({ amount: z.string().max(32).optional() }).optional();

  app.post(
    '/sandbox-pay/checkout/:id/pay',
    { schema: { tags, summary: 'The tester pays the invoice (its sum, or amount in major units)', params: idParams, body: formBody } },
    async (request, reply) => {
      const { id } = request.params;
      const invoice = INVOICE_ID.test(id) ? await gateway.getInvoice(id) : null;
      if (!invoice) throw new NotFoundError();
      let paidMinor: number | undefined;
      const text = request.body?.amount?.trim().replace(',', '.');
      if (text) {
        try {
          paidMinor = toMinorUnits(text, invoice.currency);
        } catch (error) {
          if (!(error instanceof MoneyFormatError)) throw error;
          return reply.redirect(`${pagePath(id)}?error=invalid_amount`, 303);
        }
      }
      return reply.redirect(await settleThen(id, () => gateway.payInvoice(id, paidMinor)), 303);
    },
  );

  app.post(
    '/sandbox-pay/checkout/:id/fail',
    { schema: { tags, summary: 'The tester fails the invoice', params: idParams, body: formBody } },
    async (request, reply) => {
      const { id } = request.params;
      if (!INVOICE_ID.test(id)) throw new NotFoundError();
      return reply.redirect(await settleThen(id, () => gateway.failInvoice(id)), 303);
    },
  );

  // The merchant's API: the shared secret as a bearer token (checked before the body is read).
  const onRequest = requireSecret(secret);

  app.get(
    '/sandbox-pay/api/invoices/:id',
    {
      onRequest,
      schema: { tags, security, summary: 'An invoice\u2019s status', params: idParams, response: { 200: invoiceSchema, ...apiErrors } },
    },
    async (request) => {
      const invoice = INVOICE_ID.test(request.params.id) ? await gateway.getInvoice(request.params.id) : null;
      if (!invoice) throw new NotFoundError();
      return invoiceJson(invoice, gateway.checkoutUrl(invoice.id));
    },
  );

  app.post(
    '/sandbox-pay/api/invoices',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Create an invoice (the same order_id returns the same invoice)',
        body: z.object({
          order_id: orderId,
          amount_minor: amountMinor,
          currency: z.enum(CURRENCIES),
          shape: z.enum(['card', 'phone', 'crypto', 'checkout']),
          coin: z
            .string()
            .regex(/^[a-z0-9]{2,20}$/)
            .optional(),
          life_time_s: z
            .number()
            .int()
            .min(10)
            .max(7 * 86_400)
            .default(1200),
          callback_url: httpUrl,
          success_url: httpUrl,
          cancel_url: httpUrl,
        }),
        response: { 201: invoiceSchema, ...apiErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const invoice = await refusedAsConflict(() =>
        gateway.createInvoice({
          orderId: body.order_id,
          amountMinor: body.amount_minor,
          currency: body.currency,
          shape: body.shape,
          coin: body.coin,
          lifeTimeS: body.life_time_s,
          callbackUrl: body.callback_url,
          successUrl: body.success_url,
          cancelUrl: body.cancel_url,
        }),
      );
      return reply.code(201).send(invoiceJson(invoice, gateway.checkoutUrl(invoice.id)));
    },
  );

  app.post(
    '/sandbox-pay/api/payouts',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Send a payout: processing, then paid (or failed for a destination ending in 0000 or containing "fail")',
        body: z.object({
          order_id: orderId,
          amount_minor: amountMinor,
          currency: z.enum(CURRENCIES),
          shape: z.enum(['card', 'crypto']),
          destination: z.string().min(4).max(128),
          coin: z
            .string()
            .regex(/^[a-z0-9]{2,20}$/)
            .optional(),
          callback_url: httpUrl,
        }),
        response: { 201: payoutSchema, ...apiErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const payout = await refusedAsConflict(() =>
        gateway.createPayout({
          orderId: body.order_id,
          amountMinor: body.amount_minor,
          currency: body.currency,
          shape: body.shape,
          destination: body.destination,
          coin: body.coin,
          callbackUrl: body.callback_url,
        }),
      );
      return reply.code(201).send(payoutJson(payout));
    },
  );

  app.get(
    '/sandbox-pay/api/payouts/:id',
    {
      onRequest,
      schema: { tags, security, summary: 'A payout\u2019s status', params: idParams, response: { 200: payoutSchema, ...apiErrors } },
    },
    async (request) => {
      const payout = PAYOUT_ID.test(request.params.id) ? await gateway.getPayout(request.params.id) : null;
      if (!payout) throw new NotFoundError();
      return payoutJson(payout);
    },
  );
};

async function refusedAsConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderRefusedError) throw new ConflictError('This order_id already has a different invoice or payout.');
    throw error;
  }
}
