import localFont from 'next/font/local';

/*
 * Inter's two faces every page draws first, through next/font so that the latin one is preloaded (its request starts
 * with the document's, not after the stylesheet is parsed) and both get hashed, immutable URLs under /_next/static.
 * Each is its own family with the unicode-range of its file; the stack in tokens.css names them before
 * '@fontsource-variable/inter' (Cyrillic, Kazakh, the other Latin letters), which the browser downloads only for
 * text that needs them. The currency face is the five signs of spec section 9 that Inter keeps in its 85 kB latin-ext
 * file (₸ ₹ ₺ ₼ ₽), cut from that file by scripts/subset-currency-font.mjs: 2 kB instead of 85 on every page whose
 * footer lists the currencies.
 */
export const interLatin = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  variable: '--font-inter-latin',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

export const interCurrency = localFont({
  src: '../fonts/inter-currency-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  variable: '--font-inter-currency',
  declarations: [{ prop: 'unicode-range', value: 'U+20B8-20BA,U+20BC-20BD' }],
});

/**
 * The Cyrillic letter с alone (1.3 kB, scripts/subset-currency-font.mjs), named first only by the footer's currency
 * line, where it is the KGS sign: an English page would otherwise download the 19 kB Cyrillic file for that one letter.
 * Not in the page's stack, so Russian text keeps its с from the Cyrillic file (kerning stays within one font).
 */
export const interKgsSign = localFont({
  src: '../fonts/inter-cyrillic-es-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-inter-kgs-sign',
  declarations: [{ prop: 'unicode-range', value: 'U+0441' }],
});

/** The class that defines the families' CSS variables; on the html element of each root layout. */
export const fontVariablesClass = `${interLatin.variable} ${interCurrency.variable} ${interKgsSign.variable}`;
