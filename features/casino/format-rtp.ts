/** RTP in percent (96.5) as the locale writes a percentage; used by server and client components alike. */
export function formatRtp(rtp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rtp / 100);
}
