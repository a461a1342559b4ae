import { formatNumber } from '@/lib/money-format';

/** RTP in percent (96.5) as the locale writes a percentage, the same on the server and in any browser (Kazakh included). */
export function formatRtp(rtp: number, locale: string): string {
  return formatNumber(rtp / 100, locale, { style: 'percent', maximumFractionDigits: 2 });
}
