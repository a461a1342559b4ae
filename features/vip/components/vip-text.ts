import type { VipLevel } from '@/lib/vip/levels';

/** The levels' names, by id, translated by the page. */
export type VipLevelNames = Record<VipLevel['id'], string>;

export type VipLevelsTableText = {
  level: string;
  threshold: string;
  rakeback: string;
  reward: string;
  current: string;
  noReward: string;
  /** "{percent} of the house edge". */
  rakebackShare: string;
  names: VipLevelNames;
};

/** Texts of the player's panel; `{name}` placeholders are filled in the browser (amounts change as the player plays). */
export type VipStatusText = {
  title: string;
  /** "{level}". */
  levelNow: string;
  /** "{amount}". */
  wagered: string;
  /** "{amount}", "{level}". */
  toNext: string;
  top: string;
  /** "{level}". */
  progressLabel: string;
  /** "{percent}". */
  progressValue: string;
  rakebackTitle: string;
  /** "{percent}". */
  rakebackLead: string;
  rakebackEmpty: string;
  claim: string;
  claiming: string;
  /** "{amount}", "{balance}". */
  claimed: string;
  nothing: string;
  inProgress: string;
  failed: string;
  loading: string;
  loadFailed: string;
  guestTitle: string;
  guestText: string;
  guestCta: string;
  names: VipLevelNames;
};
