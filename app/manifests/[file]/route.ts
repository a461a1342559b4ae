import { loadLocaleMessages } from '@/i18n/client-messages';
import { isLocaleCode, LOCALE_CODES } from '@/lib/locales';
import { buildWebManifest } from '@/lib/pwa/web-manifest';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALE_CODES.map((code) => ({ file: `${code}.webmanifest` }));
}

interface ManifestMessages {
  meta: { brand: string };
  pwa: { manifest: { name: string; description: string } };
}

/** The web app manifest of a locale (/manifests/ru.webmanifest), linked from every page's head in that locale. */
export async function GET(_request: Request, { params }: RouteContext<'/manifests/[file]'>) {
  const code = /^([a-z]{2})\.webmanifest$/.exec((await params).file)?.[1];
  if (!isLocaleCode(code)) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const messages = (await loadLocaleMessages(code)) as unknown as ManifestMessages;
  const manifest = buildWebManifest(code, {
    name: messages.pwa.manifest.name,
    shortName: messages.meta.brand,
    description: messages.pwa.manifest.description,
  });
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
