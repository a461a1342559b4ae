import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';
import { depositConfigSchema, type DepositInvoice } from './create-deposit';

export const openDepositsSchema = z.object({ data: z.array(depositConfigSchema) });

/** GET /api/v2/billing/deposits/open: the player's open invoices, so a reload resumes one with its remaining time. */
export async function getOpenDeposits(): Promise<DepositInvoice[]> {
  const { data } = await apiClient.get<unknown>('/api/v2/billing/deposits/open');
  return openDepositsSchema.parse(data).data;
}

/** Asked afresh every time the PayIn modal opens: a remaining time from a cache would be wrong. */
export function useOpenDeposits(enabled: boolean) {
  return useQuery({ queryKey: ['billing', 'deposits', 'open'], queryFn: getOpenDeposits, enabled, gcTime: 0, staleTime: 0 });
}
