import { describe, expect, it } from 'vitest';
import { caseItemValueMinor, CASES, findCase, getCaseRtpBp, parseCasesCatalogue } from '@/lib/cases-catalog';
import { verifyBet } from '@/lib/fairness/verify';
import type { TestApp } from '../../test/test-app';
import { call, firstError, newDemo, newPlayer, realBalance, useGamesTestApp } from '../test-kit';

type CaseBet = {
  payout: number;
  result: { item_index: number; item: unknown };
  fairness: { client_seed: string; nonce: number };
};
type CaseView = { slug: string; price: number; items: { chance: number }[] };
type GameConfig = {
  currency: string;
  demo_start_balance: number;
  games: Record<string, Record<string, unknown>> & { keno: { paytables: Record<string, number[][]> } };
};

let t: TestApp;
useGamesTestApp((app) => (t = app));

describe('the cases catalogue (config/cases.json)', () => {
  it("declares each case's RTP and its items return it, within 0.1 pp and never above", () => {
    expect(CASES.length).toBeGreaterThan(0);
    for (const entry of CASES) {
      const rtp = getCaseRtpBp(entry.items);
      expect(rtp).toBeLessThanOrEqual(entry.rtpBp);
      expect(rtp).toBeGreaterThan(entry.rtpBp - 10);
    }
  });

  it('refuses a catalogue that pays more than it declares, lacks a price or repeats a slug', () => {
    const good = {
      slug: 'x',
      rtp: 0.5,
      prices: Object.fromEntries(['RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS'].map((c) => [c, 1])),
      items: [{ key: 'a', multiplier: 0.5, weight: 1 }],
    };
    expect(parseCasesCatalogue({ cases: [good] })).toHaveLength(1);
    expect(() => parseCasesCatalogue({ cases: [{ ...good, items: [{ key: 'a', multiplier: 0.6, weight: 1 }] }] })).toThrow(/declared/);
    expect(() => parseCasesCatalogue({ cases: [{ ...good, prices: { RUB: 1 } }] })).toThrow(/prices\.USD/);
    expect(() => parseCasesCatalogue({ cases: [good, good] })).toThrow(/slug/);
    expect(() => parseCasesCatalogue({ cases: [{ ...good, items: [] }] })).toThrow();
  });
});

describe('cases', () => {
  it("lists the catalogue in the caller's currency", async () => {
    const guest = await call(t, null, '/api/v2/games/cases?currency=USD');
    expect(guest.json<{ currency: string }>().currency).toBe('USD');
    const starter = guest.json<{ data: CaseView[] }>().data.find((c) => c.slug === 'starter')!;
    expect(starter).toMatchObject({ price: 1, rtp: 0.95 });
    expect(starter.items.reduce((sum: number, item: { chance: number }) => sum + item.chance, 0)).toBeCloseTo(1, 12);
    const player = await newPlayer(t, 0, 'KZT');
    expect((await call(t, player, '/api/v2/games/cases/starter')).json<CaseView>().price).toBe(500);
    expect((await call(t, null, '/api/v2/games/cases/nope')).statusCode).toBe(404);
    expect((await call(t, null, '/api/v2/games/cases?currency=XYZ')).statusCode).toBe(422);
  });

  it('opening pays the price and credits the item drawn, in one posting; the item verifies', async () => {
    const player = await newPlayer(t, 1_000_000);
    const entry = findCase('classic')!;
    const opened: CaseBet[] = [];
    let expected = 1_000_000;
    for (let i = 0; i < 5; i += 1) {
      const res = await call(t, player, '/api/v2/games/cases/classic/open', {});
      expect(res.statusCode).toBe(200);
      const { bet } = res.json<{ bet: CaseBet }>();
      const value = caseItemValueMinor(entry, bet.result.item_index, 'RUB');
      expect(bet).toMatchObject({ game: 'cases', amount: 500, params: { slug: 'classic' }, payout: value / 100 });
      expect(bet.result.item).toEqual({ key: entry.items[bet.result.item_index].key, value: value / 100 });
      expected += value - 50_000;
      opened.push(bet);
    }
    expect(await realBalance(t, player)).toBe(expected);
    const serverSeed = (await call(t, player, '/api/v2/games/seeds/rotate', {})).json<{ previous: { server_seed: string } }>().previous
      .server_seed;
    for (const bet of opened) {
      const seeds = { serverSeed, clientSeed: bet.fairness.client_seed, nonce: bet.fairness.nonce };
      expect(verifyBet({ game: 'cases', seeds, weights: entry.items.map((item) => item.weight) })).toEqual({ item: bet.result.item_index });
    }
  });

  it('refuses without the price on the balance, for unknown slugs, and works in demo', async () => {
    const player = await newPlayer(t, 9_999);
    const res = await call(t, player, '/api/v2/games/cases/starter/open', {});
    expect(res.statusCode).toBe(422);
    expect(firstError(res, 'amount')).toMatch(/^insufficient_funds:/);
    expect((await call(t, player, '/api/v2/games/cases/nope/open', {})).statusCode).toBe(404);
    expect((await call(t, player, `/api/v2/games/cases/${'x'.repeat(100)}/open`, {})).statusCode).toBe(422);
    expect(await realBalance(t, player)).toBe(9_999);
    const demo = await newDemo(t, 'USD');
    const played = (await call(t, demo, '/api/v2/games/cases/diamond/open', {})).json<{ bet: CaseBet; balance: { balance: number } }>();
    expect(played.bet).toMatchObject({ demo: true, amount: 100, currency: 'USD' });
    expect(played.balance.balance).toBeCloseTo(1000 - 100 + played.bet.payout, 6);
  });
});

describe('GET /api/v2/games/config', () => {
  it("gives the stake limits of the caller's currency", async () => {
    const rub = (await call(t, null, '/api/v2/games/config')).json<GameConfig>();
    expect(rub.currency).toBe('RUB');
    expect(rub.games.dice).toMatchObject({ min_amount: 1, max_amount: 10_000, rtp: 0.99, max_multiplier: 9900 });
    expect(rub.games.mines).toMatchObject({ min_amount: 1, max_amount: 1000, min_mines: 1, max_mines: 24 });
    expect(rub.games.keno.paytables.classic[0]).toEqual([0, 3.96]);
    expect(rub.demo_start_balance).toBe(100_000);
    const demo = await newDemo(t, 'USD');
    expect((await call(t, demo, '/api/v2/games/config')).json<GameConfig>().games.coinflip).toMatchObject({
      min_amount: 0.01,
      max_amount: 100,
      max_flips: 20,
    });
  });
});
