import { loadLocaleMessages } from '@/i18n/client-messages';
import { isLocaleCode, LOCALE_CODES } from '@/lib/locales';
import { renderOfflinePage } from '@/lib/pwa/offline-page';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALE_CODES.map((code) => ({ file: `${code}.html` }));
}

interface OfflineMessages {
  meta: { brand: string };
  pwa: { offline: { title: string; text: string; retry: string } };
}

/** The offline page of a locale (/offline/kz.html): the service worker precaches all three and shows one offline. */
export async function GET(_request: Request, { params }: RouteContext<'/offline/[file]'>) {
  const code = /^([a-z]{2})\.html$/.exec((await params).file)?.[1];
  if (!isLocaleCode(code)) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const messages = (await loadLocaleMessages(code)) as unknown as OfflineMessages;
  return new Response(renderOfflinePage(code, { brand: messages.meta.brand, ...messages.pwa.offline }), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
