/**
 * The reel symbols as an inline SVG sprite: one <symbol id="sym-{id}"> per symbol id of lib/slots, drawn about the
 * origin in a 32 x 32 box; the page's script shows a symbol with <use href="#sym-{id}">. Presentation attributes only
 * (no style attributes), so the page's Content-Security-Policy needs nothing more. Made here, like the rest of our art.
 */
const SHINE = 'fill="#fff" fill-opacity=".7"';

/** A cut gem in one colour: crown, girdle and facets. */
const gem = (tone: string, dark: string): string =>
  `<path d="M-12-4l5-7h14l5 7-12 15z" fill="${tone}" stroke="${dark}" stroke-width="1.2" stroke-linejoin="round"/>` +
  `<path d="M-12-4h24M-7-11l3 7 4-7 4 7 3-7M-4-4l4 15 4-15" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1"/>`;

const SYMBOLS: Readonly<Record<string, string>> = {
  cherry:
    '<path d="M1-11C1-4-4 0-7 4M1-11C3-4 5 0 6 5" fill="none" stroke="#2f9e44" stroke-width="2" stroke-linecap="round"/>' +
    '<path d="M1-11c4-3 9-2 11 1-4 1-8 1-11-1z" fill="#40c057"/>' +
    '<circle cx="-7" cy="5" r="6" fill="#e03131"/><circle cx="6" cy="6" r="6" fill="#c92a2a"/>' +
    `<circle cx="-9" cy="3" r="1.6" ${SHINE}/><circle cx="4" cy="4" r="1.6" ${SHINE}/>`,
  lemon:
    '<g transform="rotate(-20)"><path d="M-13 0c3-8 9-9 13-9s10 1 13 9c-3 8-9 9-13 9s-10-1-13-9z" fill="#fcc419" stroke="#e67700" stroke-width="1.2"/>' +
    `<ellipse cx="-3" cy="-4" rx="5" ry="2" ${SHINE}/></g>`,
  orange:
    '<circle r="11" fill="#fd7e14" stroke="#c2410c" stroke-width="1.2"/><path d="M0-11l2-3" stroke="#2f9e44" stroke-width="2" stroke-linecap="round"/>' +
    '<path d="M2-12c3-2 7-2 8 0-3 2-6 2-8 0z" fill="#40c057"/>' +
    `<ellipse cx="-4" cy="-4" rx="3.5" ry="2" ${SHINE}/>`,
  plum:
    '<ellipse cx="0" cy="2" rx="10" ry="11" fill="#7048e8" stroke="#3b1f99" stroke-width="1.2"/>' +
    '<path d="M0-9q-2 8 0 20" fill="none" stroke="#3b1f99" stroke-width="1"/><path d="M0-9l3-4" stroke="#2f9e44" stroke-width="2" stroke-linecap="round"/>' +
    `<ellipse cx="-4" cy="-3" rx="2.5" ry="4" ${SHINE}/>`,
  grape:
    '<g fill="#9c36b5" stroke="#5f1f73" stroke-width=".8"><circle cx="-6" cy="-5" r="4.2"/><circle cx="0" cy="-6" r="4.2"/>' +
    '<circle cx="6" cy="-5" r="4.2"/><circle cx="-3" cy="1" r="4.2"/><circle cx="3" cy="1" r="4.2"/><circle cx="0" cy="7" r="4.2"/></g>' +
    '<path d="M0-10l2-3" stroke="#2f9e44" stroke-width="2" stroke-linecap="round"/>',
  bell:
    '<path d="M0-11c-6 0-8 5-8 10v4l-3 5h22l-3-5v-4c0-5-2-10-8-10z" fill="#fcc419" stroke="#b35c00" stroke-width="1.2" stroke-linejoin="round"/>' +
    '<circle cy="10" r="2.6" fill="#b35c00"/><path d="M-4-6c-1 2-1 5-1 8" stroke="#fff" stroke-opacity=".7" stroke-width="1.6" stroke-linecap="round" fill="none"/>',
  bar:
    '<rect x="-14" y="-7" width="28" height="14" rx="3" fill="#212529" stroke="#f5b83d" stroke-width="1.6"/>' +
    '<text y="4.5" text-anchor="middle" font-family="system-ui,sans-serif" font-size="11" font-weight="800" fill="#f5b83d">BAR</text>',
  seven: '<path d="M-9-11h19v5L0 11h-8l9-16h-10z" fill="#e03131" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/>',
  star:
    '<circle r="14" fill="#1c7ed6" fill-opacity=".35"/>' +
    '<path d="M0-12l3.5 7.3 8 1.1-5.8 5.6 1.4 8L0 6.2-7.1 10l1.4-8-5.8-5.6 8-1.1z" fill="#ffd43b" stroke="#fff" stroke-width="1.2" stroke-linejoin="round"/>',
  diamond:
    '<path d="M-12-4l5-7h14l5 7-12 15z" fill="#e7f5ff" stroke="#74c0fc" stroke-width="1.2" stroke-linejoin="round"/>' +
    '<path d="M-12-4h24M-7-11l3 7 4-7 4 7 3-7M-4-4l4 15 4-15" fill="none" stroke="#4dabf7" stroke-width="1"/>',
  ruby: gem('#e03131', '#7a1010'),
  emerald:
    '<g transform="scale(1 1.05)"><rect x="-9" y="-11" width="18" height="22" rx="3" fill="#2f9e44" stroke="#0b4f1c" stroke-width="1.2"/>' +
    '<rect x="-5" y="-7" width="10" height="14" rx="1" fill="none" stroke="#fff" stroke-opacity=".55"/></g>',
  sapphire: gem('#1c7ed6', '#0b3d75'),
  amethyst:
    '<path d="M0-12l10 6v12L0 12l-10-6V-6z" fill="#9c36b5" stroke="#4a1259" stroke-width="1.2" stroke-linejoin="round"/>' +
    '<path d="M0-12v24M-10-6l20 12M10-6l-20 12" stroke="#fff" stroke-opacity=".4" stroke-width="1"/>',
  topaz:
    '<path d="M0-12l12 12-12 12-12-12z" fill="#fab005" stroke="#8a5a00" stroke-width="1.2" stroke-linejoin="round"/>' +
    '<path d="M0-6l6 6-6 6-6-6z" fill="#fff" fill-opacity=".35"/>',
  pearl: '<circle r="10" fill="#f1f3f5" stroke="#adb5bd" stroke-width="1.2"/>' + `<circle cx="-3" cy="-3" r="3" ${SHINE}/>`,
};

/** The hidden sprite of every symbol the sandbox slots use. */
export function renderSymbolSprite(): string {
  const symbols = Object.entries(SYMBOLS)
    .map(([id, body]) => `<symbol id="sym-${id}" viewBox="-16 -16 32 32">${body}</symbol>`)
    .join('');
  return `<svg class="sprite" aria-hidden="true" focusable="false" width="0" height="0">${symbols}</svg>`;
}

export function hasSymbolArt(id: string): boolean {
  return Object.hasOwn(SYMBOLS, id);
}
