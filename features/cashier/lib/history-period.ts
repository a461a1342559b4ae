export const HISTORY_PERIODS = ['day', 'week', 'month', 'all'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_DAYS: Record<Exclude<HistoryPeriod, 'all'>, number> = { day: 1, week: 7, month: 30 };

/** The earliest moment a period shows (a rolling window, as its labels say: today is the last 24 h), or null for all time. */
export function periodStartMs(period: HistoryPeriod, nowMs: number): number | null {
  return period === 'all' ? null : nowMs - PERIOD_DAYS[period] * DAY_MS;
}

/**
 * The api lists newest first and has no date filter, so the period is applied here: the loaded items inside it are
 * shown, and once a loaded item is older than its start nothing further can be inside, so no more pages are asked for.
 */
export function withinPeriod<T extends { createdAt: string }>(items: T[], startMs: number | null): { shown: T[]; reachedStart: boolean } {
  if (startMs === null) return { shown: items, reachedStart: false };
  const shown = items.filter((item) => Date.parse(item.createdAt) >= startMs);
  return { shown, reachedStart: shown.length < items.length };
}

export function isHistoryPeriod(value: unknown): value is HistoryPeriod {
  return typeof value === 'string' && (HISTORY_PERIODS as readonly string[]).includes(value);
}
