/** Spec section 9, "Times": the ones the product uses today. Units are last in every name. */
const SECOND_MS = 1000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;

export const TIMINGS = {
  invoiceLifeTimeS: 1200,
  countdownTickMs: SECOND_MS,
  invoiceStatusPollMs: 5 * SECOND_MS,
  guestWelcomePackWindowMs: 7 * DAY_MS,
  guestPromoWindowMs: 3 * DAY_MS,
  payInPromptDelayMs: 17 * SECOND_MS,
  notificationsFetchDelayMs: 4 * SECOND_MS,
  fingerprintFallbackDelayMs: 500,
  reloadGuardMs: 10 * SECOND_MS,
  serviceWorkerUpdateCheckMs: 20 * SECOND_MS,
  workerBackgroundSyncMs: 10 * 60 * SECOND_MS,
  analyticsQueueMaxEvents: 1000,
  analyticsFlushAtEvents: 20,
  analyticsBatchMaxEvents: 100,
  analyticsFlushIntervalMs: 10 * SECOND_MS,
  analyticsSessionIdleMs: 30 * 60 * SECOND_MS,
  analyticsSessionMaxMs: DAY_MS,
  mirrorCheckFirstMinMs: 10 * SECOND_MS,
  mirrorCheckFirstMaxMs: 55 * SECOND_MS,
  mirrorCheckIntervalMs: 5 * 60 * SECOND_MS,
  mirrorProbeTimeoutMs: 4 * SECOND_MS,
} as const;
