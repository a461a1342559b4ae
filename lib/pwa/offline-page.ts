import { localeTagOf, type LocaleCode } from '@/lib/locales';
import { PWA_THEME_COLOR } from './web-manifest';

export interface OfflinePageTexts {
  brand: string;
  title: string;
  text: string;
  retry: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The page the service worker shows when a page load fails offline: plain HTML with its styles inline and no script,
 * since it is all the visitor gets without a network. The link reloads the address the visitor asked for.
 */
export function renderOfflinePage(code: LocaleCode, texts: OfflinePageTexts): string {
  const [brand, title, text, retry] = [texts.brand, texts.title, texts.text, texts.retry].map(escapeHtml);
  return `<!doctype html>
<html lang="${localeTagOf(code)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${PWA_THEME_COLOR}">
<title>${title} · ${brand}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:${PWA_THEME_COLOR};color:#e8eef4;font:16px/1.5 system-ui,sans-serif;text-align:center}
main{max-width:28rem;padding:2rem}
h1{font-size:1.5rem;margin:0 0 .75rem}
a{display:inline-block;margin-top:1.25rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#1fd66f;color:#0f1923;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #fff;outline-offset:2px}
</style>
</head>
<body>
<main data-offline-page="${code}">
<p>${brand}</p>
<h1>${title}</h1>
<p>${text}</p>
<a href="">${retry}</a>
</main>
</body>
</html>
`;
}
