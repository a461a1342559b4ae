import { CLIENT_NAMESPACES, loadLocaleMessages, pickNamespaces } from '@/i18n/client-messages';
import { isLocaleCode, LOCALE_CODES } from '@/lib/locales';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALE_CODES.map((code) => ({ file: `${code}.json` }));
}

/**
 * A locale's client messages as one JSON file, built at build time: the modals and the lazily loaded game rooms
 * download it when they open, so no page's HTML carries it. Its address holds a hash of its content
 * (i18n/client-messages.ts), so the browser may keep it for a year.
 */
export async function GET(_request: Request, { params }: RouteContext<'/intl/[file]'>) {
  const code = /^([a-z]{2})\.json$/.exec((await params).file)?.[1];
  if (!isLocaleCode(code)) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return Response.json(pickNamespaces(await loadLocaleMessages(code), CLIENT_NAMESPACES), {
    headers: { 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
