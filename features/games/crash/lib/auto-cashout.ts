/** The auto cash-out range the api takes (docs/realtime.md), in hundredths. */
export const AUTO_CASHOUT_MIN_CENTI = 101;
export const AUTO_CASHOUT_MAX_CENTI = 100_000_000;

const TWO_DECIMALS = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** The typed target: null for an empty field (no auto cash-out), the hundredths, or 'invalid'. */
export function parseAutoCashout(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(/[x×]$/i, '').trim();
  if (trimmed === '') return null;
  if (!TWO_DECIMALS.test(trimmed)) return 'invalid';
  const centi = Math.round(Number(trimmed.replace(',', '.')) * 100);
  return centi >= AUTO_CASHOUT_MIN_CENTI && centi <= AUTO_CASHOUT_MAX_CENTI ? centi : 'invalid';
}
