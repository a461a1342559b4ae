import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromMinorUnits, MoneyFormatError, toMinorUnits } from '@/lib/money';
import { ValidationError } from '../../../http/errors';
import { requireOperator } from '../../../http/operator-key';
import { commonErrorResponses, errorBodySchema } from '../../../http/schemas';
import { creditInvoiceByOperator } from '../deposits/crediting';
import type { DepositDeps } from '../deposits/deps';
import { getInvoiceOrThrow, listLateNotifications } from '../deposits/service';
import { operatorInvoiceOf } from '../deposits/views';
import { ratesBodySchema, ratesReplySchema } from '../rates/schemas';
import { getRateTable, replaceRates } from '../rates/service';
import { pageMetaSchema, pageQuerySchema } from '../shared/schemas';
import { lateNotificationSchema, operatorInvoiceSchema } from './schemas';

const tags = ['operator'];
const security = [{ operatorKey: [] }];
const operatorErrors = { 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...commonErrorResponses };

/** The back office's side of deposits and rates (X-Operator-Key); registered only when OPERATOR_API_KEY is set. */
export const billingOperatorRoutes: FastifyPluginAsyncZod<{ deps: DepositDeps; key: string }> = async (app, { deps, key }) => {
  app.addHook('onRequest', requireOperator(key));

  app.get(
    '/operator/billing/rates',
    { schema: { tags, summary: 'The exchange rates in use', security, response: { 200: ratesReplySchema, ...operatorErrors } } },
    async () => {
      const { rates, updatedAt } = await getRateTable(deps.db);
      return { rates, updated_at: updatedAt };
    },
  );

  app.put(
    '/operator/billing/rates',
    {
      schema: {
        tags,
        summary: 'Set exchange rates: each given pair replaces itself and its inverse; new invoices use them, open ones keep theirs',
        security,
        body: ratesBodySchema,
        response: { 200: ratesReplySchema, ...operatorErrors },
      },
    },
    async (request) => {
      await replaceRates(deps.db, request.body.rates);
      const { rates, updatedAt } = await getRateTable(deps.db);
      return { rates, updated_at: updatedAt };
    },
  );

  app.get(
    '/operator/billing/late-notifications',
    {
      schema: {
        tags,
        summary: 'Payments that arrived for expired (or failed) invoices: recorded, not credited, until an operator credits them',
        security,
        querystring: pageQuerySchema.extend({ outcome: z.enum(['late', 'corrected', 'all']).default('late') }),
        response: { 200: z.object({ data: z.array(lateNotificationSchema), meta: pageMetaSchema }), ...operatorErrors },
      },
    },
    async (request) => {
      const { outcome, page, per_page: perPage } = request.query;
      const { items, total } = await listLateNotifications(deps.db, {
        outcome: outcome === 'all' ? null : outcome,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return {
        data: items.map((item) => ({
          id: item.id,
          provider: item.provider,
          event_id: item.eventId,
          status: item.status,
          paid_amount: item.paidAmountMinor === null ? null : fromMinorUnits(item.paidAmountMinor, item.invoice.exchangeCurrency),
          paid_currency: item.paidCurrency,
          outcome: item.outcome,
          received_at: item.receivedAt,
          payload: item.payload,
          invoice: operatorInvoiceOf(item.invoice),
        })),
        meta: { page, per_page: perPage, total },
      };
    },
  );

  app.post(
    '/operator/billing/invoices/:id/credit',
    {
      schema: {
        tags,
        summary:
          "Credit an expired or failed invoice by hand (the explicit correction): amount in the invoice's currency, under the invoice's one deposit key, so never twice",
        description: '409 already_credited, invoice_refunded or invoice_open.',
        security,
        params: z.object({ id: z.string().min(1).max(200) }),
        body: z.object({
          amount: z.number({ message: 'invalid_amount: The amount is a number in major units.' }),
          reason: z.string().trim().min(1).max(500),
        }),
        response: { 200: z.object({ data: operatorInvoiceSchema }), ...operatorErrors },
      },
    },
    async (request) => {
      const invoice = await getInvoiceOrThrow(deps.db, request.params.id);
      let amountMinor = 0;
      try {
        amountMinor = toMinorUnits(request.body.amount, invoice.currency);
      } catch (error) {
        if (!(error instanceof MoneyFormatError)) throw error;
      }
      if (amountMinor <= 0)
        throw new ValidationError({ amount: ['invalid_amount: The amount is not a positive sum of the invoice currency.'] });
      const credited = await creditInvoiceByOperator(deps, invoice.id, amountMinor, request.body.reason);
      return { data: operatorInvoiceOf(credited) };
    },
  );
};
