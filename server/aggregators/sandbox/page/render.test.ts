import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FRUIT_STRIPS } from '@/lib/slots/fruit-classic';
import { findSandboxGame, SANDBOX_GAMES, type SandboxGame } from '@/lib/slots/games';
import { GEM_PAYS } from '@/lib/slots/gem-scatter';
import { STAR_STRIPS } from '@/lib/slots/star-lines';
import { renderGamePage, type GamePageView } from './render';
import { BACCARAT_SCRIPT } from './script-baccarat';
import { COMMON_SCRIPT } from './script-common';
import { SLOT_SCRIPT } from './script-slots';
import { hasSymbolArt } from './symbols';
import { PAGE_TEXTS, SYMBOL_NAMES, type PageLang } from './texts';

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
