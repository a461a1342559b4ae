/** The lobby search box's `?q=` (sent when the page runs without JavaScript), trimmed to a sane length. */
export function searchQueryParam(searchParams: Record<string, string | string[] | undefined>): string {
  const value = searchParams.q;
  return typeof value === 'string' ? value.slice(0, 100) : '';
}
