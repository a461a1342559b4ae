/** The visitor's IP as the web server saw it: the first X-Forwarded-For hop, else X-Real-IP. */
export function clientIpOf(headers: { get(name: string): string | null }): string | null {
  const forwarded = headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  if (first) return first;
  return headers.get('x-real-ip')?.trim() || null;
}
