import { DEFAULT_LOCALE_CODE, localeTagOf, type LocaleCode } from '@/lib/locales';
import { PWA_ICONS } from './pwa-paths';

/** app/styles/tokens.css --color-bg: the splash screen and the title bar match the page. */
export const PWA_THEME_COLOR = '#0f1923';

export interface WebManifestTexts {
  name: string;
  shortName: string;
  description: string;
}

/**
 * The web app manifest of one locale: the same app id in every language, so installing from /ru and from / is one
 * app; it starts on the locale's home page.
 */
export function buildWebManifest(code: LocaleCode, texts: WebManifestTexts) {
  return {
    id: '/',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: localeTagOf(code),
    dir: 'ltr',
    start_url: code === DEFAULT_LOCALE_CODE ? '/' : `/${code}`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: PWA_THEME_COLOR,
    background_color: PWA_THEME_COLOR,
    icons: PWA_ICONS.map((icon) => ({ ...icon })),
  };
}
