/** Spec section 9, "Times": the ones the product uses today. Units are last in every name. */
const SECOND_MS = 1000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;

export const TIMINGS = {
  invoiceLifeTimeS: 1200,
  countdownTickMs: SECOND_MS,
  invoiceStatusPollMs: 5 * SECOND_MS,
  guestWelcomePackWindowMs: 7 * DAY_MS,
  payInPromptDelayMs: 17 * SECOND_MS,
  notificationsFetchDelayMs: 4 * SECOND_MS,
  fingerprintFallbackDelayMs: 500,
  reloadGuardMs: 10 * SECOND_MS,
  serviceWorkerUpdateCheckMs: 20 * SECOND_MS,
  workerBackgroundSyncMs: 10 * 60 * SECOND_MS,
  analyticsQueueMaxEvents: 1000,
} as const;
