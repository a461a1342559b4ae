/** What the profile history lists; a plain module so the server page can check `?kind=` (a client module's export is only a reference there). */
export const HISTORY_KINDS = ['games', 'payments'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export function isHistoryKind(value: unknown): value is HistoryKind {
  return typeof value === 'string' && (HISTORY_KINDS as readonly string[]).includes(value);
}
