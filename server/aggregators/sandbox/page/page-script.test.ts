import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findSandboxGame, playBaccarat, playSlot, slotPayoutMinor, baccaratPayoutMinor } from '@/lib/slots/games';
import { PINNED_SEEDS } from '@/lib/slots/testing-seeds';
import { renderGamePage, type GamePageView } from './render';
import { PAGE_TEXTS } from './texts';

type PageWindow = Window & typeof globalThis;
type Dom = { window: PageWindow };
type JsdomModule = {
  JSDOM: new (html: string, options: { runScripts: 'dangerously'; url: string; beforeParse: (window: PageWindow) => void }) => Dom;
};
// jsdom ships no types and @types/jsdom is not installed: the little of it this test uses is typed here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;

type Reply = { status: number; body: unknown };
type Call = { url: string; method: string; body: unknown };

const opened: Dom[] = [];

const FAIRNESS = { server_seed_hash: 'ab'.repeat(32), client_seed: 'mine', nonce: 7 };

/** Runs the page in jsdom with its script, fetch answered by `answer` and the parent window's messages recorded. */
function openPage(code: string, answer: (call: Call) => Reply, overrides: Partial<GamePageView> = {}) {
  const html = renderGamePage({
    game: findSandboxGame(code)!,
    lang: 'en',
    demo: false,
    currency: 'RUB',
    exponent: 2,
    nonce: 'abc',
    apiBase: '/play/s1',
    parentOrigin: 'https://casino.example',
    depositAvailable: true,
    ...overrides,
  });
  const calls: Call[] = [];
  const posted: [unknown, string][] = [];
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    url: 'https://games.example/play/s1',
    beforeParse(window) {
      const fakeParent = { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) };
      Object.defineProperty(window, 'parent', { value: fakeParent });
      // The page's clock is the test's (fake) one.
      Object.assign(window, {
        Date,
        fetch: (url: string, init: { method: string; body?: string }) => {
          const call = { url, method: init.method, body: init.body ? (JSON.parse(init.body) as unknown) : undefined };
          calls.push(call);
          const reply = answer(call);
          return Promise.resolve({ ok: reply.status < 400, status: reply.status, json: () => Promise.resolve(reply.body) });
        },
      });
    },
  });
  opened.push(dom);
  const $ = (id: string) => dom.window.document.getElementById(id)!;
  return { dom, $, calls, posted };
}

const settle = async (ms = 0) => {
  await vi.advanceTimersByTimeAsync(ms);
};

afterEach(() => {
  for (const dom of opened.splice(0)) dom.window.close();
  vi.useRealTimers();
});

describe('the game page script', () => {
  it('loads the state, spins a slot, shows the grid, the win and the fairness, and tells the parent', async () => {
    vi.useFakeTimers();
    const outcome = playSlot('sbx_fruit_classic', PINNED_SEEDS); // three lemons on the middle line, 2x
    const page = openPage('sbx_fruit_classic', (call) =>
      call.url.endsWith('/state')
        ? { status: 200, body: { balance: 100_000, currency: 'RUB', bet_levels: [100, 500, 1000], fairness: FAIRNESS } }
        : {
            status: 200,
            body: {
              balance: 100_000 - 500 + slotPayoutMinor(500, outcome),
              outcome,
              payout: slotPayoutMinor(500, outcome),
              fairness: FAIRNESS,
            },
          },
    );
    await settle(10);
    expect(page.$('balance').textContent).toMatch(/1,000\.00/);
    expect(page.$('bet-value').textContent).toMatch(/1\.00/);
    expect(page.posted).toEqual([[{ source: 'casino-game', type: 'balance' }, 'https://casino.example']]);
    page.$('bet-up').click();
    page.$('spin').click();
    expect(page.$('spin').getAttribute('aria-busy')).toBe('true');
    expect((page.$('spin') as HTMLButtonElement).disabled).toBe(true);
    await settle(2000);
    expect(page.calls[1]).toEqual({ url: '/play/s1/spin', method: 'POST', body: { bet: 500 } });
    expect(page.$('win').textContent).toMatch(/Win: .*10\.00/);
    expect(page.$('live').textContent).toContain('You won');
    expect(page.$('reels').querySelectorAll('.hit')).toHaveLength(3);
    expect(page.$('reels').children[0].children[1].querySelector('use')!.getAttribute('href')).toBe('#sym-lemon');
    expect(page.$('last-nonce').textContent).toBe('7');
    expect(page.$('next-nonce').textContent).toBe('8');
    expect(page.posted).toHaveLength(2);
    expect((page.$('spin') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a refusal in the player’s words and keeps the grid', async () => {
    vi.useFakeTimers();
    const page = openPage(
      'sbx_star_lines',
      (call) =>
        call.url.endsWith('/state')
          ? { status: 200, body: { balance: 50, currency: 'XXX', bet_levels: [100], fairness: FAIRNESS } }
          : { status: 402, body: { code: 'not_enough_money', message: 'no', balance: 50 } },
      { currency: 'XXX', lang: 'ru', demo: true },
    );
    await settle(10);
    expect(page.$('balance').textContent).toContain(PAGE_TEXTS.ru.credits);
    page.dom.window.document.body.dispatchEvent(new page.dom.window.KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    await settle(2000);
    expect(page.calls.map((call) => call.url)).toEqual(['/play/s1/state', '/play/s1/spin']);
    expect(page.$('message').textContent).toBe(PAGE_TEXTS.ru.not_enough_money);
    expect(page.posted).toHaveLength(1);
  });

  it('changes the client seed and shows the revealed server seed', async () => {
    vi.useFakeTimers();
    const page = openPage('sbx_gem_scatter', (call) =>
      call.url.endsWith('/state')
        ? { status: 200, body: { balance: 100, currency: 'RUB', bet_levels: [10], fairness: FAIRNESS } }
        : {
            status: 200,
            body: { previous_server_seed: 'cd'.repeat(32), server_seed_hash: 'ef'.repeat(32), client_seed: 'new seed', nonce: 0 },
          },
    );
    await settle(10);
    (page.$('client-seed') as HTMLInputElement).value = 'new seed';
    page.$('seed-submit').click();
    await settle(10);
    expect(page.calls[1]).toEqual({ url: '/play/s1/seed', method: 'POST', body: { client_seed: 'new seed' } });
    expect(page.$('prev-seed').textContent).toBe('cd'.repeat(32));
    expect(page.$('prev-seed').hidden).toBe(false);
    expect(page.$('seed-hash').textContent).toBe('ef'.repeat(32));
    expect(page.$('next-nonce').textContent).toBe('0');
  });

  it('runs baccarat rounds: a countdown, one spin call with the round’s bets, cards dealt, the winner announced', async () => {
    vi.useFakeTimers();
    const outcome = playBaccarat(PINNED_SEEDS); // player 5 beats banker 0 with three cards each
    const bets = { player: 200, tie: 100 };
    const page = openPage('sbx_speed_baccarat', (call) =>
      call.url.endsWith('/state')
        ? { status: 200, body: { balance: 10_000, currency: 'RUB', bet_levels: [100, 200, 500], fairness: FAIRNESS } }
        : { status: 200, body: { balance: 10_100, outcome, payout: baccaratPayoutMinor(bets, outcome), fairness: FAIRNESS } },
    );
    await settle(10);
    expect(page.$('chips').querySelectorAll('input')).toHaveLength(3);
    // A round with no bets deals nothing.
    await settle(10_500);
    expect(page.$('status').textContent).toBe(PAGE_TEXTS.en.waitingForBets);
    expect(page.calls).toHaveLength(1);
    await settle(2_500);
    expect(page.$('status').textContent).toMatch(/Bets close in \d+ s/);
    page.$('spot-player').click();
    page.$('spot-player').click();
    page.$('spot-tie').click();
    expect(page.$('stake-player').textContent).toMatch(/2\.00/);
    await settle(10_500 + 6 * 700 + 100);
    expect(page.calls[1]).toEqual({ url: '/play/s1/spin', method: 'POST', body: { bets } });
    expect(page.$('cards-player').children).toHaveLength(3);
    expect(page.$('cards-banker').children).toHaveLength(3);
    expect(page.$('total-player').textContent).toBe('5');
    expect(page.$('status').textContent).toContain('Player wins');
    expect(page.$('hand-player').classList.contains('won')).toBe(true);
    expect(page.posted).toHaveLength(2);
  });
});
