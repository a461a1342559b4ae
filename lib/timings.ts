/** Spec section 9, "Times". Units are last in every name. */
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const TIMINGS = {
  invoiceLifeTimeS: 1200,
  invoiceStatusPollMs: 5 * SECOND_MS,
  countdownTickMs: SECOND_MS,
  guestPromoWindowMs: 3 * DAY_MS,
  guestWelcomePackWindowMs: 7 * DAY_MS,
  payInPromptDelayMs: 17 * SECOND_MS,
  notificationsFetchDelayMs: 4 * SECOND_MS,
  fingerprintFallbackDelayMs: 500,
  serviceWorkerUpdateCheckMs: 20 * SECOND_MS,
  reloadGuardMs: 10 * SECOND_MS,
  workerBackgroundSyncMs: 10 * MINUTE_MS,
  mirrorCheckFirstRunMinMs: 10 * SECOND_MS,
  mirrorCheckFirstRunMaxMs: 55 * SECOND_MS,
  mirrorCheckIntervalMs: 5 * MINUTE_MS,
  mirrorProbeTimeoutMs: 4 * SECOND_MS,
  mirrorProbeDefaultTimeoutMs: 7 * SECOND_MS,
  notificationDurationMs: 3000,
  notificationSpeedMs: 300,
  analyticsFlushAtEvents: 20,
  analyticsBatchMaxEvents: 100,
  analyticsQueueMaxEvents: 1000,
  analyticsFlushIntervalMs: 10 * SECOND_MS,
  analyticsSessionIdleMs: 30 * MINUTE_MS,
  analyticsSessionMaxMs: 24 * 60 * MINUTE_MS,
  sessionReplayAttachPollMs: 100,
  sessionReplayAttachMaxMs: 10 * SECOND_MS,
  tooltipShowDelayMs: 200,
  tooltipDistancePx: 5,
  tooltipDisposeTimeoutMs: 150,
} as const;

export const TOOLTIP_THEMES = ['white', 'gray', 'regdep'] as const;
export type TooltipTheme = (typeof TOOLTIP_THEMES)[number];

