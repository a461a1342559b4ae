import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { localeTagOf } from '@/lib/locales';
import { FRUIT_CHERRY_PAYS, FRUIT_LINES, FRUIT_STRIPS, FRUIT_THREE_PAYS } from '@/lib/slots/fruit-classic';
import { findSandboxGame, SANDBOX_GAMES, type SandboxGame } from '@/lib/slots/games';
import { GEM_BANDS, GEM_PAYS, GEM_WEIGHTS } from '@/lib/slots/gem-scatter';
import { getSlotMaxWinX100 } from '@/lib/slots/max-win';
import { BACCARAT_DECKS, BACCARAT_PAYS_X100, BACCARAT_SIDE_RTP_PERCENT, BACCARAT_SIDES } from '@/lib/slots/speed-baccarat';
import { STAR_LINES, STAR_PAYS, STAR_STRIPS, STAR_WILD } from '@/lib/slots/star-lines';
import { renderGamePage, type GamePageView } from './render';
import { BACCARAT_SCRIPT } from './script-baccarat';
import { COMMON_SCRIPT } from './script-common';
import { SLOT_SCRIPT } from './script-slots';
import { hasSymbolArt } from './symbols';
import { PAGE_TEXTS, SYMBOL_NAMES, type PageLang } from './texts';
import { PAYTABLE_TEXTS } from './texts-paytable';

const LANGS: PageLang[] = ['ru', 'en', 'kz'];

function view(overrides: Partial<GamePageView> = {}): GamePageView {
  return {
    game: findSandboxGame('sbx_star_lines')!,
    lang: 'en',
    demo: false,
    currency: 'RUB',
    exponent: 2,
    nonce: 'n0nce+/=',
    apiBase: '/sandbox-aggregator/play/s1',
    parentOrigin: 'https://casino.example',
    depositAvailable: true,
    ...overrides,
  };
}

/** The JSON config the page embeds for its script. */
function config(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="game-config" nonce="[^"]*">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no config');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('the sandbox game page', () => {
  it('puts the CSP nonce on every script and style tag', () => {
    for (const game of SANDBOX_GAMES) {
      const html = renderGamePage(view({ game }));
      const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThanOrEqual(3);
      for (const tag of tags) expect(tag).toContain('nonce="n0nce+/="');
      expect(html).not.toMatch(/\sstyle="/); // no inline style attribute: the CSP allows none
      expect(html).not.toMatch(/<(link|img|iframe)\b|https?:\/\/(?!casino\.example)/); // no external request
    }
  });

  it('sets the language and shows every language its own texts', () => {
    const tags = { ru: 'ru-RU', en: 'en-US', kz: 'kk-KZ' };
    for (const lang of LANGS) {
      const t = PAGE_TEXTS[lang];
      const slot = renderGamePage(view({ lang }));
      expect(slot).toContain(`<html lang="${tags[lang]}">`);
      for (const text of [t.spin, t.bet, t.balance, t.deposit, t.fairness, t.changeSeed, t.clientSeed]) expect(slot).toContain(text);
      const live = renderGamePage(view({ lang, game: findSandboxGame('sbx_speed_baccarat')! }));
      for (const text of [t.player, t.banker, t.tie, t.chipValue, t.clearBets, t.pushNote]) expect(live).toContain(text);
      expect((config(slot).texts as Record<string, string>).noWin).toBe(t.noWin);
    }
    expect(renderGamePage(view({ lang: 'ru' }))).toContain('RTP 96,2%');
  });

  it('has the same complete keys in the three text tables, and a name and art for every symbol', () => {
    const keys = Object.keys(PAGE_TEXTS.en).sort();
    for (const lang of LANGS) {
      expect(Object.keys(PAGE_TEXTS[lang]).sort()).toEqual(keys);
      for (const text of Object.values(PAGE_TEXTS[lang])) expect(text.trim()).not.toBe('');
    }
    const symbols = new Set([...FRUIT_STRIPS.flat(), ...STAR_STRIPS.flat(), ...Object.keys(GEM_PAYS)]);
    for (const symbol of symbols) {
      expect(hasSymbolArt(symbol), symbol).toBe(true);
      for (const lang of LANGS) expect(SYMBOL_NAMES[lang][symbol], `${lang} ${symbol}`).toBeTruthy();
    }
  });

  it('escapes every value it puts in the HTML and keeps "<" out of the embedded JSON', () => {
    const evil = '"><script>alert(1)</script><!--';
    const game: SandboxGame = { ...findSandboxGame('sbx_fruit_classic')!, name: evil };
    const html = renderGamePage(view({ game, apiBase: `/x/${evil}`, parentOrigin: evil, currency: evil, nonce: evil }));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
    const json = /id="game-config"[^>]*>([^]*?)<\/script>/.exec(html)![1];
    expect(json).not.toMatch(/[<>]/);
    expect(config(html)).toMatchObject({ apiBase: `/x/${evil}`, parentOrigin: evil, currency: evil });
    // Only the page's own three script/style openings and closings: none injected.
    expect(html.match(/<script\b/g)).toHaveLength(2);
  });

  it('shows the demo badge and the deposit button only when asked', () => {
    const t = PAGE_TEXTS.en;
    expect(renderGamePage(view({ demo: true, depositAvailable: false }))).toContain(`<span class="badge">${t.demo}</span>`);
    expect(renderGamePage(view({ demo: true, depositAvailable: false }))).not.toContain('id="deposit"');
    expect(renderGamePage(view())).toContain('id="deposit"');
    expect(renderGamePage(view())).not.toContain('class="badge"');
  });

  it('draws each slot with its own grid and tells the script its lines', () => {
    const cells = (code: string): number => (renderGamePage(view({ game: findSandboxGame(code)! })).match(/class="cell"/g) ?? []).length;
    expect(cells('sbx_fruit_classic')).toBe(9);
    expect(cells('sbx_star_lines')).toBe(15);
    expect(cells('sbx_gem_scatter')).toBe(30);
    const layout = config(renderGamePage(view())).layout as { lines: number[][]; rule: string; wild: string };
    expect(layout.lines).toHaveLength(10);
    expect(layout).toMatchObject({ rule: 'line-left', wild: 'star' });
    expect(config(renderGamePage(view({ game: findSandboxGame('sbx_speed_baccarat')! })))).toMatchObject({
      kind: 'baccarat',
      layout: null,
    });
  });

  it('refuses a game it has no page for', () => {
    expect(() =>
      renderGamePage(view({ game: { code: 'other', name: 'Other', category: 'slots', rtpPercent: 96, mechanic: 'lines' } })),
    ).toThrow(RangeError);
  });

  it('ships scripts that parse, with no template placeholders left in them', () => {
    for (const part of [SLOT_SCRIPT, BACCARAT_SCRIPT]) {
      expect(() => new Script(`(function () {${COMMON_SCRIPT}${part}})();`)).not.toThrow(); // compiled, never run
      expect(COMMON_SCRIPT + part).not.toContain('${');
    }
  });
});

const PAYTABLE_GAMES = {
  sbx_fruit_classic: {
    counts: ['1', '2', '3'],
    rows: [
      ...Object.entries(FRUIT_THREE_PAYS).map(([symbol, pay]) => [symbol, [null, null, pay]] as const),
      ['cherry', FRUIT_CHERRY_PAYS.slice(1)] as const,
    ],
    lines: FRUIT_LINES,
  },
  sbx_star_lines: { counts: ['3', '4', '5'], rows: Object.entries(STAR_PAYS), lines: STAR_LINES },
  sbx_gem_scatter: { counts: ['8–9', '10–11', '12+'], rows: Object.entries(GEM_PAYS), lines: [] },
} as const;

/** The "Paytable and rules" panel of a page. */
function paytable(html: string): string {
  const match = /<details class="fair paytable" id="paytable">[^]*?<\/details>/.exec(html);
  if (!match) throw new Error('no paytable');
  return match[0];
}

const cellTexts = (row: string): string[] => [...row.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);

describe('the paytable and rules panel', () => {
  it('publishes every pay of lib/slots by symbol and count, with the symbol names and table headers, in each language', () => {
    for (const lang of LANGS) {
      const p = PAYTABLE_TEXTS[lang];
      const num = new Intl.NumberFormat(localeTagOf(lang), { maximumFractionDigits: 2 });
      for (const [code, data] of Object.entries(PAYTABLE_GAMES)) {
        const panel = paytable(renderGamePage(view({ lang, game: findSandboxGame(code)! })));
        expect(panel).toContain(`<summary>${p.title}</summary>`);
        for (const count of data.counts) expect(panel).toContain(`<th scope="col">${p.count.replace('{count}', count)}</th>`);
        const rows = [...panel.matchAll(/<tr data-symbol="([^"]+)">([^]*?)<\/tr>/g)];
        expect(rows.map((row) => row[1])).toEqual(data.rows.map(([symbol]) => symbol));
        for (const [symbol, pays] of data.rows) {
          const row = rows.find((r) => r[1] === symbol)![2];
          expect(row).toContain(`<th scope="row">`);
          expect(row).toContain(`</svg>${SYMBOL_NAMES[lang][symbol]}</span>`);
          const expected = pays.map((pay) => (pay === null ? PAGE_TEXTS[lang].none : `${num.format(pay / 100)}x`));
          expect(cellTexts(row).slice(0, pays.length), `${lang} ${code} ${symbol}`).toEqual(expected);
        }
        expect(panel).toContain(p.rtp.replace('{rtp}', num.format(findSandboxGame(code)!.rtpPercent)));
        expect(panel).toContain(p.maxWin.replace('{x}', `${num.format(getSlotMaxWinX100(code) / 100)}x`));
        expect(panel).toContain(p.fairOutcome);
      }
    }
    const en = paytable(renderGamePage(view({ game: findSandboxGame('sbx_fruit_classic')! })));
    expect(en).toMatch(/seven<\/span><\/th><td>—<\/td><td>—<\/td><td>50x<\/td><td class="pt-share">2 of 32<\/td>/);
    expect(en).toContain('Max win: 57x the total bet in one spin');
  });

  it('draws each payline of lib/slots, described to screen readers, and states the wild and the bands', () => {
    for (const [code, data] of Object.entries(PAYTABLE_GAMES)) {
      const panel = paytable(renderGamePage(view({ game: findSandboxGame(code)! })));
      const drawn = [...panel.matchAll(/<polyline points="([^"]+)"\/>/g)].map((m) =>
        m[1].split(' ').map((point) => (Number(point.split(',')[1]) - 5) / 10),
      );
      expect(drawn).toEqual(data.lines.map((line) => [...line]));
      data.lines.forEach((line, i) =>
        expect(panel).toContain(`aria-label="Line ${i + 1}: rows ${line.map((r) => r + 1).join('-')}, counted`),
      );
    }
    const star = paytable(renderGamePage(view({ lang: 'ru' })));
    expect(star).toContain(PAYTABLE_TEXTS.ru.wildRule.replace('{wild}', SYMBOL_NAMES.ru[STAR_WILD]));
    const gem = paytable(renderGamePage(view({ game: findSandboxGame('sbx_gem_scatter')! })));
    expect(gem).toContain(`${GEM_BANDS[0]} or more of one gem anywhere on the 6\u00a0×\u00a05 grid`);
    expect(gem).toContain(`<td class="pt-share">${GEM_WEIGHTS.diamond} of 64</td>`);
  });

  it('publishes the baccarat payouts, each side’s RTP, the push and the drawing rules in each language', () => {
    for (const lang of LANGS) {
      const p = PAYTABLE_TEXTS[lang];
      const num = new Intl.NumberFormat(localeTagOf(lang), { maximumFractionDigits: 2 });
      const html = renderGamePage(view({ lang, game: findSandboxGame('sbx_speed_baccarat')! }));
      const panel = paytable(html);
      for (const side of BACCARAT_SIDES) {
        const row = new RegExp(`<tr data-side="${side}"><th scope="row">${PAGE_TEXTS[lang][side]}</th>(.*?)</tr>`).exec(panel)![1];
        const odds = p.odds.replace('{x}', num.format(BACCARAT_PAYS_X100[side] / 100));
        expect(cellTexts(row)).toEqual([odds, `${num.format(BACCARAT_SIDE_RTP_PERCENT[side])}%`]);
        expect(html).toContain(`<small>${odds}</small>`); // the betting spot shows the same odds
      }
      expect(panel).toContain(PAGE_TEXTS[lang].pushNote);
      expect(panel).toContain(p.baccaratRule.replace('{decks}', String(BACCARAT_DECKS)));
      expect(panel).toContain(p.baccaratMaxWin.replace('{x}', `${num.format(BACCARAT_PAYS_X100.tie / 100)}x`));
      expect(panel).toContain(p.rtp.replace('{rtp}', num.format(findSandboxGame('sbx_speed_baccarat')!.rtpPercent)));
    }
    const en = paytable(renderGamePage(view({ game: findSandboxGame('sbx_speed_baccarat')! })));
    expect(en).toMatch(/Player<\/th><td>1:1<\/td>.*Banker<\/th><td>0.95:1<\/td>.*Tie<\/th><td>8:1<\/td>/s);
  });

  it('has the same complete keys in the three paytable text tables', () => {
    const keys = Object.keys(PAYTABLE_TEXTS.en).sort();
    for (const lang of LANGS) {
      expect(Object.keys(PAYTABLE_TEXTS[lang]).sort()).toEqual(keys);
      for (const text of Object.values(PAYTABLE_TEXTS[lang])) expect(text.trim()).not.toBe('');
    }
  });
});
