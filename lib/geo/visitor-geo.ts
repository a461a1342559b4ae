import { z } from 'zod';

/** GET /geo_ip (spec section 7): the visitor's country as the api sees it, and the region it belongs to. */
export const geoReplySchema = z.object({ data: z.object({ ip: z.string(), country_code: z.string().nullable(), region: z.string() }) });
export type VisitorGeo = z.infer<typeof geoReplySchema>['data'];

let geoRequest: Promise<VisitorGeo | null> | null = null;

/** The visitor's geo record, asked once per page load; null when the lookup fails (only logged, spec section 8). */
export function getVisitorGeo(): Promise<VisitorGeo | null> {
  geoRequest ??= import('@/lib/api/api-client')
    .then(({ apiClient }) => apiClient.get('/geo_ip'))
    .then(({ data }) => geoReplySchema.parse(data).data)
    .catch((error: unknown) => {
      console.warn('geo lookup failed', String(error));
      return null;
    });
  return geoRequest;
}

/** Forgets the cached geo record (tests). */
export function resetVisitorGeo(): void {
  geoRequest = null;
}
