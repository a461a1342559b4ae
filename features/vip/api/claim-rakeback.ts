import type { Currency } from '@/lib/currencies';
import { apiClient } from '@/lib/api/api-client';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { vipClaimReplySchema, type VipClaim } from '@/lib/vip/contract';

/**
 * POST /api/v2/vip/rakeback/claim: pays the unclaimed rakeback in a currency to the real balance. The key is the
 * click's, so a retry after a lost answer gets the first payment's reply, never a second payment.
 */
export async function claimRakeback(currency: Currency, idempotencyKey: string = newIdempotencyKey()): Promise<VipClaim> {
  const { data } = await apiClient.post<unknown>(
    '/api/v2/vip/rakeback/claim',
    { currency },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return vipClaimReplySchema.parse(data).data;
}
