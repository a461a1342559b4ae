import { localeTagOf } from '@/lib/locales';
import { FRUIT_CHERRY_PAYS, FRUIT_LINES, FRUIT_REELS, FRUIT_ROWS, FRUIT_STRIPS, FRUIT_THREE_PAYS } from '@/lib/slots/fruit-classic';
import type { SandboxGame } from '@/lib/slots/games';
import { GEM_BANDS, GEM_PAYS, GEM_REELS, GEM_ROWS, GEM_WEIGHTS } from '@/lib/slots/gem-scatter';
import { getSlotMaxWinX100 } from '@/lib/slots/max-win';
import { BACCARAT_DECKS, BACCARAT_PAYS_X100, BACCARAT_SIDE_RTP_PERCENT, BACCARAT_SIDES } from '@/lib/slots/speed-baccarat';
import { STAR_LINES, STAR_PAYS, STAR_ROWS, STAR_STRIPS, STAR_WILD } from '@/lib/slots/star-lines';
import { escapeHtml } from './html';
import { PAGE_TEXTS, SYMBOL_NAMES, type PageLang } from './texts';
import { PAYTABLE_TEXTS, type PaytableTexts } from './texts-paytable';

/**
 * The "Paytable and rules" panel, published like a real provider's: every number comes from lib/slots (pays, strips,
 * lines, bands, baccarat payouts, the declared RTP, the computed max win); this file holds no number of its own.
 */
const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));

type Ctx = { lang: PageLang; p: PaytableTexts; num: (value: number) => string };

/** Hundredths of the bet as the panel writes them: 5000 -> "50x", 15 -> "0.15x" (in the page's language). */
function formatPayX100(x100: number, lang: PageLang): string {
  const num = new Intl.NumberFormat(localeTagOf(lang), { maximumFractionDigits: 2 }).format(x100 / 100);
  return fill(PAYTABLE_TEXTS[lang].multiplier, { x: num });
}

type PayRow = { symbol: string; pays: (number | null)[]; share: string };

const symbolCell = (symbol: string, lang: PageLang): string =>
  `<th scope="row"><span class="pt-symbol"><svg aria-hidden="true" focusable="false"><use href="#sym-${escapeHtml(symbol)}"></use></svg>${escapeHtml(SYMBOL_NAMES[lang][symbol] ?? symbol)}</span></th>`;

function payTable(ctx: Ctx, heads: string[], shareHead: string, rows: PayRow[]): string {
  const none = PAGE_TEXTS[ctx.lang].none;
  const head = heads.map((label) => `<th scope="col">${escapeHtml(fill(ctx.p.count, { count: label }))}</th>`).join('');
  const body = rows
    .map(
      (row) =>
        `<tr data-symbol="${escapeHtml(row.symbol)}">${symbolCell(row.symbol, ctx.lang)}${row.pays
          .map((pay) => `<td>${escapeHtml(pay === null ? none : formatPayX100(pay, ctx.lang))}</td>`)
          .join('')}<td class="pt-share">${escapeHtml(row.share)}</td></tr>`,
    )
    .join('');
  return `<div class="pt-scroll"><table class="pt-table"><caption>${escapeHtml(ctx.p.paysCaption)}</caption>
<thead><tr><th scope="col">${escapeHtml(ctx.p.symbol)}</th>${head}<th scope="col" class="pt-share">${escapeHtml(shareHead)}</th></tr></thead>
<tbody>${body}</tbody></table></div>`;
}

/** How many stops of each reel show the symbol: "2 of 32", or "2 of 32 / 3 of 32 / ..." when the reels differ. */
function stripShare(ctx: Ctx, strips: readonly (readonly string[])[], symbol: string): string {
  const shares = strips.map((strip) => fill(ctx.p.share, { count: strip.filter((s) => s === symbol).length, total: strip.length }));
  return new Set(shares).size === 1 ? shares[0] : shares.join(' / ');
}

function paylines(ctx: Ctx, lines: readonly (readonly number[])[], rows: number): string {
  const items = lines.map((line, index) => {
    const reels = line.length;
    const cells = line
      .flatMap((_, reel) =>
        Array.from({ length: rows }, (_, row) => `<rect x="${reel * 10 + 1}" y="${row * 10 + 1}" width="8" height="8" rx="1.5"/>`),
      )
      .join('');
    const marks = line
      .map((row, reel) => `<rect class="on" x="${reel * 10 + 1}" y="${row * 10 + 1}" width="8" height="8" rx="1.5"/>`)
      .join('');
    const points = line.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ');
    const label = fill(ctx.p.lineRows, { line: index + 1, rows: line.map((row) => row + 1).join('-') });
    return `<li><svg viewBox="0 0 ${reels * 10} ${rows * 10}" role="img" aria-label="${escapeHtml(label)}" focusable="false">${cells}${marks}<polyline points="${points}"/></svg><span aria-hidden="true">${escapeHtml(fill(ctx.p.line, { line: index + 1 }))}</span></li>`;
  });
  return `<h3>${escapeHtml(ctx.p.paylines)}</h3><ul class="pt-lines">${items.join('')}</ul>`;
}

function fruitBody(ctx: Ctx): string {
  const counts = Array.from({ length: FRUIT_REELS }, (_, i) => i + 1);
  const rows: PayRow[] = [...Object.keys(FRUIT_THREE_PAYS), 'cherry'].map((symbol) => ({
    symbol,
    pays: counts.map((count) =>
      symbol === 'cherry' ? FRUIT_CHERRY_PAYS[count] || null : count === FRUIT_REELS ? FRUIT_THREE_PAYS[symbol] : null,
    ),
    share: stripShare(ctx, FRUIT_STRIPS, symbol),
  }));
  return `<p>${escapeHtml(fill(ctx.p.fruitRule, { lines: FRUIT_LINES.length }))}</p>
${payTable(ctx, counts.map(String), ctx.p.onReel, rows)}
${paylines(ctx, FRUIT_LINES, FRUIT_ROWS)}`;
}

function starBody(ctx: Ctx): string {
  const counts = STAR_PAYS[STAR_WILD].map((_, i) => STAR_STRIPS.length - STAR_PAYS[STAR_WILD].length + 1 + i);
  const rows: PayRow[] = Object.entries(STAR_PAYS).map(([symbol, pays]) => ({
    symbol,
    pays: [...pays],
    share: stripShare(ctx, STAR_STRIPS, symbol),
  }));
  const wild = SYMBOL_NAMES[ctx.lang][STAR_WILD] ?? STAR_WILD;
  return `<p>${escapeHtml(fill(ctx.p.starRule, { lines: STAR_LINES.length }))}</p>
<p>${escapeHtml(fill(ctx.p.wildRule, { wild }))}</p>
${payTable(ctx, counts.map(String), ctx.p.onReel, rows)}
${paylines(ctx, STAR_LINES, STAR_ROWS)}`;
}

/** The bands' labels: "8–9", "10–11", "12+". */
const gemBandLabels = (): string[] =>
  GEM_BANDS.map((from, i) => (i + 1 < GEM_BANDS.length ? `${from}–${GEM_BANDS[i + 1] - 1}` : `${from}+`));

function gemBody(ctx: Ctx): string {
  const total = Object.values(GEM_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  const rows: PayRow[] = Object.entries(GEM_PAYS).map(([symbol, pays]) => ({
    symbol,
    pays: [...pays],
    share: fill(ctx.p.share, { count: GEM_WEIGHTS[symbol] ?? 0, total }),
  }));
  return `<p>${escapeHtml(fill(ctx.p.gemRule, { min: GEM_BANDS[0], reels: GEM_REELS, rows: GEM_ROWS }))}</p>
${payTable(ctx, gemBandLabels(), ctx.p.perCell, rows)}`;
}

function baccaratBody(ctx: Ctx): string {
  const t = PAGE_TEXTS[ctx.lang];
  const rows = BACCARAT_SIDES.map(
    (side) =>
      `<tr data-side="${side}"><th scope="row">${escapeHtml(t[side])}</th><td>${escapeHtml(fill(ctx.p.odds, { x: ctx.num(BACCARAT_PAYS_X100[side] / 100) }))}</td><td>${escapeHtml(ctx.num(BACCARAT_SIDE_RTP_PERCENT[side]))}%</td></tr>`,
  );
  return `<div class="pt-scroll"><table class="pt-table"><caption>${escapeHtml(ctx.p.betsCaption)}</caption>
<thead><tr><th scope="col">${escapeHtml(ctx.p.side)}</th><th scope="col">${escapeHtml(ctx.p.pays)}</th><th scope="col">${escapeHtml(ctx.p.sideRtp)}</th></tr></thead>
<tbody>${rows.join('')}</tbody></table></div>
<p>${escapeHtml(t.pushNote)}.</p>
<p>${escapeHtml(fill(ctx.p.baccaratRule, { decks: BACCARAT_DECKS }))}</p>`;
}

const BODIES: Readonly<Record<string, (ctx: Ctx) => string>> = {
  sbx_fruit_classic: fruitBody,
  sbx_star_lines: starBody,
  sbx_gem_scatter: gemBody,
};

/** The panel as a <details> below the game, closed until the player opens it. */
export function renderPaytable(game: SandboxGame, lang: PageLang): string {
  const p = PAYTABLE_TEXTS[lang];
  const format = new Intl.NumberFormat(localeTagOf(lang), { maximumFractionDigits: 2 });
  const ctx: Ctx = { lang, p, num: (value) => format.format(value) };
  const baccarat = game.category === 'live';
  const body = baccarat ? baccaratBody(ctx) : BODIES[game.code]?.(ctx);
  if (body === undefined) throw new RangeError(`no paytable for the game "${game.code}"`);
  const maxWin = baccarat
    ? fill(p.baccaratMaxWin, { x: formatPayX100(BACCARAT_PAYS_X100.tie, lang) })
    : fill(p.maxWin, { x: formatPayX100(getSlotMaxWinX100(game.code), lang) });
  return `<details class="fair paytable" id="paytable">
<summary>${escapeHtml(p.title)}</summary>
${body}
<ul class="pt-facts">
<li id="pt-rtp">${escapeHtml(fill(p.rtp, { rtp: ctx.num(game.rtpPercent) }))}</li>
<li id="pt-max-win">${escapeHtml(maxWin)}</li>
<li>${escapeHtml(p.fairOutcome)}</li>
</ul>
</details>`;
}
