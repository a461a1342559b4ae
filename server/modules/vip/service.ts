import type { RateLimitRule } from '../../config';
import type { Db } from '../../db/db';
import { enforceRateLimits, type RateLimiter } from '../../http/rate-limit';
import { upsertPendingVipRequest, type VipJoinRequest } from './repository';

/** What a player may ask the VIP managers for; the web sends vip_club. */
export const VIP_REQUEST_TYPES = ['vip_club'] as const;
export type VipRequestType = (typeof VIP_REQUEST_TYPES)[number];

export type VipDeps = { db: Db; limiter: RateLimiter; joinRule: RateLimitRule };

/** The user's pending request of this type, made now unless one exists; each user may ask a few times an hour. */
export async function joinVip(deps: VipDeps, userId: number, requestType: VipRequestType): Promise<VipJoinRequest> {
  await enforceRateLimits(deps.limiter, [{ key: `vip-join:user:${userId}`, rule: deps.joinRule }]);
  return upsertPendingVipRequest(deps.db, userId, requestType);
}
