import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/api-client';
import { vipStatusReplySchema, type VipStatus } from '@/lib/vip/contract';

export const VIP_STATUS_KEY = ['vip', 'status'] as const;

/** GET /api/v2/vip/status in the browser: the player's level, progress and unclaimed rakeback. */
export async function getVipStatus(): Promise<VipStatus> {
  const { data } = await apiClient.get<unknown>('/api/v2/vip/status');
  return vipStatusReplySchema.parse(data).data;
}

/** The player's VIP status, starting from what the server rendered; asked only while signed in. */
export function useVipStatus(initial: VipStatus | null, enabled: boolean) {
  return useQuery({
    queryKey: VIP_STATUS_KEY,
    queryFn: getVipStatus,
    enabled,
    initialData: initial ?? undefined,
    staleTime: 30_000,
  });
}
