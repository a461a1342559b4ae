// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { findCase } from '@/lib/cases-catalog';
import { verifyBet } from '@/lib/fairness/verify';
import { writeToken } from '@/lib/session/token-cookie';
import { API, startApiServer } from '@/tests/support/api-server';
import { balance, demoHandlers, GAMES, PUBLISHED, renderGame, resetGameState, signIn, wireBet } from '../../shared/testing/game-test-kit';
import { CaseGame } from './case-game';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('@/i18n/hooks', () => import('@/tests/support/navigation-mock'));

const server = startApiServer();
beforeEach(() => {
  resetGameState();
  // Reduced motion: the reel is placed on the item at once, so the test needs no animation frames.
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});
afterEach(cleanup);

const t = en.games.play.cases;
const seeds = { serverSeed: PUBLISHED.serverSeed, clientSeed: PUBLISHED.clientSeed, nonce: PUBLISHED.nonce };
const weights = findCase('starter')!.items.map((item) => item.weight);
const itemIndex = (verifyBet({ game: 'cases', seeds, weights }) as { item: number }).item;

describe('a case', () => {
  it('shows the contents in the player’s currency, opens the case and stops on the item won, which the verify modal confirms', async () => {
    let opened = 0;
    const item = findCase('starter')!.items[itemIndex];
    const payout = (100 * item.multiplierBp) / 10_000;
    const bet = wireBet({
      id: 61,
      game: 'cases',
      state: payout > 0 ? 'won' : 'lost',
      amount: 100,
      payout,
      multiplier_bp: item.multiplierBp,
      params: { slug: 'starter' },
      result: { item_index: itemIndex, item: { key: item.key, value: payout } },
    });
    server.use(
      ...demoHandlers(),
      http.post(`${GAMES}/cases/starter/open`, ({ request }) => {
        opened += 1;
        expect(request.headers.get('idempotency-key')).toBeTruthy();
        return HttpResponse.json({ bet, balance: balance(900 + payout) });
      }),
      http.get(`${GAMES}/bets/61`, () =>
        HttpResponse.json({
          ...bet,
          fairness: {
            server_seed_hash: PUBLISHED.serverSeedHash,
            client_seed: PUBLISHED.clientSeed,
            nonce: 3,
            server_seed: PUBLISHED.serverSeed,
          },
        }),
      ),
    );
    renderGame(<CaseGame slug="starter" name="Starter" />);
    const contents = within(await screen.findByRole('list', { name: t.contents }));
    expect(contents.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'Common₽30.0040.80 %',
      'Uncommon₽60.0022.99 %',
      'Rare₽100.0017.24 %',
      'Epic₽150.0011.49 %',
      'Legendary₽300.005.75 %',
      'Mythic₽1,000.001.72 %',
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Open for ₽100.00' }));
    const label = en.games.play.cases.rarity[item.key as keyof typeof en.games.play.cases.rarity];
    expect(await screen.findByText(new RegExp(`^Dropped ${label}, worth ₽${payout.toFixed(2)}\\. `))).toBeTruthy();
    await waitFor(() => expect(screen.getByText(`₽${(900 + payout).toFixed(2)}`)).toBeTruthy());
    expect(opened).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: `${(item.multiplierBp / 10_000).toString()}×` }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet 61' });
    expect(await within(dialog).findByText(en.games.play.verify.match)).toBeTruthy();
  });

  it('tells a case that paid less than its price as a loss, coloured as one and marked as the money it was played with', async () => {
    // Common pays 0.3× of a ₽100.00 case.
    const bet = wireBet({
      id: 62,
      game: 'cases',
      demo: false,
      state: 'won',
      amount: 100,
      payout: 30,
      multiplier_bp: 3_000,
      params: { slug: 'starter' },
      result: { item_index: 0 },
    });
    server.use(
      ...demoHandlers(),
      http.post(`${GAMES}/cases/starter/open`, () => HttpResponse.json({ bet, balance: balance(930, false) })),
      http.get(`${GAMES}/bets/62`, () => HttpResponse.json(bet)),
    );
    signIn({ balance: 1000, total_balance: 1000 });
    renderGame(<CaseGame slug="starter" name="Starter" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open for ₽100.00' }));
    const told = 'Dropped Common, worth ₽30.00. Returned ₽30.00 of ₽100.00: a loss of ₽70.00.';
    expect(await screen.findByText(told)).toBeTruthy();
    expect(screen.queryByText(/You won/)).toBeNull();
    const card = screen.getByText('Returned ₽30.00 of ₽100.00: a loss of ₽70.00.').closest('[data-outcome]');
    expect(card?.getAttribute('data-outcome')).toBe('lost');
    expect(within(card as HTMLElement).getByText(en.games.play.demo.real)).toBeTruthy();
    expect(screen.getByRole('button', { name: '0.3×' }).getAttribute('data-state')).toBe('lost');
    fireEvent.click(screen.getByRole('button', { name: '0.3×' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet 62' });
    expect(within(dialog).getByText('Returned ₽30.00 of ₽100.00: a loss of ₽70.00.').getAttribute('data-state')).toBe('lost');
  });

  it('keeps a real result real when the session ends meanwhile: no switch to demo, the player is told and offered a way back', async () => {
    const bet = wireBet({
      id: 63,
      game: 'cases',
      demo: false,
      state: 'won',
      amount: 100,
      payout: 150,
      multiplier_bp: 15_000,
      params: { slug: 'starter' },
      result: { item_index: 3 },
    });
    server.use(
      ...demoHandlers(),
      http.post(`${GAMES}/cases/starter/open`, () => HttpResponse.json({ bet, balance: balance(1050, false) })),
      // Logged out on another device: the profile reload after the bet is refused, and so is the refresh.
      http.get(`${API}/profile/user`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
      http.post(`${API}/auth/refresh-token`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    writeToken('tok-real');
    signIn({ balance: 1000, total_balance: 1000 });
    renderGame(<CaseGame slug="starter" name="Starter" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open for ₽100.00' }));
    expect(await screen.findByText('Win: ₽150.00 paid for a ₽100.00 stake (+₽50.00).')).toBeTruthy();
    const ended = await screen.findByRole('alert', {}, { timeout: 4_000 });
    expect(ended.textContent).toContain(en.games.play.session.ended);
    expect(within(ended).getByRole('link', { name: en.games.play.session.login }).getAttribute('href')).toBe('?login');
    // Still real money: the result card, the play bar; no play-money badge, and no bet until the player decides.
    const card = screen.getByText('Win: ₽150.00 paid for a ₽100.00 stake (+₽50.00).').closest('[data-outcome]') as HTMLElement;
    expect(within(card).getByText(en.games.play.demo.real)).toBeTruthy();
    expect(screen.queryByText(en.games.play.demo.badge)).toBeNull();
    expect(screen.getAllByText(en.games.play.demo.real).length).toBe(2);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: en.games.play.session.loginToPlay });
    expect(button.disabled).toBe(true);
    // Play money only when the player asks for it.
    fireEvent.click(within(ended).getByRole('button', { name: en.games.play.session.playDemo }));
    expect(await screen.findByText(en.games.play.demo.badge)).toBeTruthy();
  });
});
