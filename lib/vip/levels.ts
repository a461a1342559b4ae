/**
 * The VIP levels, published: the api computes a player's level, rakeback and level-up rewards from this table, and
 * the /vip-club page shows it. A level is reached by the USD worth of a player's lifetime settled real-money stakes
 * (at the operator's rates). Rakeback is a share of the house edge of every bet; the reward is paid once per level.
 */
export type VipLevel = {
  /** 0 for the first level; rewards and notifications name a level by it. */
  number: number;
  /** Stable name, stored in users.premium_status once reached (bronze is everyone's from the start). */
  id: 'bronze' | 'silver' | 'gold' | 'platinum' | 'diamond';
  /** Lifetime wagered needed, in USD minor units (cents). */
  thresholdUsdMinor: number;
  /** The share of the house edge returned as rakeback, in basis points (500 = 5 % of the edge). */
  rakebackBp: number;
  /** Paid once on reaching the level, in USD minor units, converted to the player's currency (rounded down). */
  rewardUsdMinor: number;
};

export const VIP_LEVELS: readonly VipLevel[] = [
  { number: 0, id: 'bronze', thresholdUsdMinor: 0, rakebackBp: 500, rewardUsdMinor: 0 },
  { number: 1, id: 'silver', thresholdUsdMinor: 100_000, rakebackBp: 750, rewardUsdMinor: 1_000 },
  { number: 2, id: 'gold', thresholdUsdMinor: 500_000, rakebackBp: 1_000, rewardUsdMinor: 5_000 },
  { number: 3, id: 'platinum', thresholdUsdMinor: 2_500_000, rakebackBp: 1_250, rewardUsdMinor: 25_000 },
  { number: 4, id: 'diamond', thresholdUsdMinor: 10_000_000, rakebackBp: 1_500, rewardUsdMinor: 100_000 },
];

export const VIP_LEVEL_IDS = VIP_LEVELS.map((level) => level.id);

/** Basis points of a whole (10 000 = 100 %). */
export const BP = 10_000;

/** The level a lifetime wagered amount (USD minor units) reaches. */
export function getVipLevel(wageredUsdMinor: number): VipLevel {
  let reached = VIP_LEVELS[0];
  for (const level of VIP_LEVELS) if (wageredUsdMinor >= level.thresholdUsdMinor) reached = level;
  return reached;
}

/** The level after this one; null at the top. */
export function getNextVipLevel(level: VipLevel): VipLevel | null {
  return VIP_LEVELS[level.number + 1] ?? null;
}

/** How far from this level's threshold to the next one, 0..1 (1 at the top level). */
export function getVipProgress(wageredUsdMinor: number): number {
  const level = getVipLevel(wageredUsdMinor);
  const next = getNextVipLevel(level);
  if (!next) return 1;
  const span = next.thresholdUsdMinor - level.thresholdUsdMinor;
  return Math.min(1, Math.max(0, (wageredUsdMinor - level.thresholdUsdMinor) / span));
}
