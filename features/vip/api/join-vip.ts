import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';

export const VIP_CLUB_REQUEST = 'vip_club';

const joinVipReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number(), status: z.string(), created: z.boolean() }),
});
export type VipJoinReply = z.infer<typeof joinVipReplySchema>['data'];

/** POST /api/v2/vip/join: the player's request to join the VIP club; asking again returns the pending one. */
export async function joinVip(requestType: string = VIP_CLUB_REQUEST): Promise<VipJoinReply> {
  const { data } = await apiClient.post<unknown>('/api/v2/vip/join', { request_type: requestType });
  return joinVipReplySchema.parse(data).data;
}
