import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { NotFoundError, ValidationError } from '../../http/errors';
import { requireOperator } from '../../http/operator-key';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { POSTBACK_PLACEHOLDERS } from './postback-delivery';
import { postbackConfigs, recentPostbacks, removePostbackConfig, savePostbackConfig } from './postbacks';
import { campaignPromoBody, partnerParams, postbackConfigBody, reportLineSchema, reportQuery, successSchema } from './schemas';
import { partnerReport, reportCsv, setCampaignPromo, userAttribution } from './service';

const tags = ['operator', 'attribution'];
const security = [{ operatorKey: [] }];
const operatorErrors = { 401: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses };
const DAY_MS = 86_400_000;
/** A report covers at most this many days. */
export const MAX_REPORT_DAYS = 366;

const startOfDay = (text: string) => new Date(`${text}T00:00:00Z`);

export const attributionOperatorRoutes: FastifyPluginAsyncZod<{ db: Db; key: string; strict: boolean }> = async (
  app,
  { db, key, strict },
) => {
  app.addHook('onRequest', requireOperator(key));

  app.get(
    '/operator/attribution/report',
    {
      schema: {
        tags,
        summary:
          'Registrations, first deposits, deposit sums and NGR (stakes minus wins) per day, stag, partner, utm_source, utm_campaign and currency; ?format=csv',
        security,
        querystring: reportQuery,
        response: { 200: z.union([z.object({ data: z.array(reportLineSchema) }), z.string()]), ...operatorErrors },
      },
    },
    async (request, reply) => {
      const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
      const to = request.query.to ? new Date(startOfDay(request.query.to).getTime() + DAY_MS) : new Date(today.getTime() + DAY_MS);
      const from = request.query.from ? startOfDay(request.query.from) : new Date(to.getTime() - 30 * DAY_MS);
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw new ValidationError({ from: ['invalid_date: Not a date.'] });
      if (from >= to) throw new ValidationError({ from: ['invalid_range: from must not be after to.'] });
      if (to.getTime() - from.getTime() > MAX_REPORT_DAYS * DAY_MS) {
        throw new ValidationError({ from: [`range_too_long: At most ${MAX_REPORT_DAYS} days.`] });
      }
      const lines = await partnerReport(db, from, to);
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="attribution-${from.toISOString().slice(0, 10)}.csv"`)
          .send(reportCsv(lines));
      }
      return { data: lines };
    },
  );

  app.get(
    '/operator/attribution/users/:id',
    {
      schema: {
        tags,
        summary: "A user's first touch, last touch and every touch",
        security,
        params: z.object({
          id: z.coerce
            .number()
            .int()
            .positive()
            .max(2 ** 53 - 1),
        }),
        response: { 200: z.any(), ...operatorErrors },
      },
    },
    async (request) => {
      const found = await userAttribution(db, request.params.id);
      if (!found) throw new NotFoundError('No attribution for this user.');
      return found;
    },
  );

  app.put(
    '/operator/attribution/campaign-promos',
    {
      schema: {
        tags,
        summary: "The ad bonus (type and value) a campaign's UTM landings are answered with; utm_campaign '*' is any",
        security,
        body: campaignPromoBody,
        response: { 200: successSchema, ...operatorErrors },
      },
    },
    async (request) => {
      const { utm_source: utmSource, utm_campaign: utmCampaign, type, value } = request.body;
      await setCampaignPromo(db, { utmSource, utmCampaign, type, value });
      return { success: true as const };
    },
  );

  app.get(
    '/operator/attribution/postbacks',
    {
      schema: {
        tags,
        summary: "The partners' postback URL templates (secrets are never shown)",
        security,
        response: { 200: z.object({ data: z.array(z.object({ partner: z.string(), url_template: z.string() })) }), ...operatorErrors },
      },
    },
    async () => ({ data: (await postbackConfigs(db)).map((config) => ({ partner: config.partner, url_template: config.urlTemplate })) }),
  );

  app.put(
    '/operator/attribution/postbacks/:partner',
    {
      schema: {
        tags,
        summary: `Set a partner's postback: an http(s) URL template (placeholders ${POSTBACK_PLACEHOLDERS.map((name) => `{${name}}`).join(' ')}) and its signing secret`,
        security,
        params: partnerParams,
        body: postbackConfigBody,
        response: { 200: successSchema, ...operatorErrors },
      },
    },
    async (request) => {
      await savePostbackConfig(
        { db, strict },
        { partner: request.params.partner, urlTemplate: request.body.url_template, secret: request.body.secret },
      );
      return { success: true as const };
    },
  );

  app.delete(
    '/operator/attribution/postbacks/:partner',
    {
      schema: {
        tags,
        summary: "Remove a partner's postback",
        security,
        params: partnerParams,
        response: { 200: successSchema, ...operatorErrors },
      },
    },
    async (request) => {
      if (!(await removePostbackConfig(db, request.params.partner))) throw new NotFoundError('No postback for this partner.');
      return { success: true as const };
    },
  );

  app.get(
    '/operator/attribution/postbacks/:partner/deliveries',
    {
      schema: {
        tags,
        summary: "A partner's latest 100 postbacks and their delivery state",
        security,
        params: partnerParams,
        response: { 200: z.any(), ...operatorErrors },
      },
    },
    async (request) => ({ data: await recentPostbacks(db, request.params.partner) }),
  );
};
