// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { useSessionStore } from '@/lib/session/session-store';
import {
  balance,
  demoHandlers,
  GAMES,
  PUBLISHED,
  renderGame,
  signIn,
  startGameTestServer,
  wireBet,
} from '../../shared/testing/game-test-kit';
import { DiceGame } from './dice-game';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('@/i18n/hooks', () => import('@/tests/support/navigation-mock'));

const server = startGameTestServer();

const t = en.games.play;

describe('the dice table', () => {
  it('plays a guest in demo: starts a play-money session, rolls with its header and a fresh key per click', async () => {
    const bets: { body: unknown; demo: string | null; key: string | null }[] = [];
    server.use(
      ...demoHandlers(1000),
      http.post(`${GAMES}/dice/bets`, async ({ request }) => {
        bets.push({ body: await request.json(), demo: request.headers.get('x-demo-session'), key: request.headers.get('idempotency-key') });
        const won = bets.length === 1;
        return HttpResponse.json({
          bet: wireBet({
            state: won ? 'won' : 'lost',
            payout: won ? 1.98 : 0,
            multiplier_bp: 19_800,
            result: { roll: won ? 19.59 : 77.1 },
          }),
          balance: balance(won ? 1000.98 : 999.98),
        });
      }),
    );
    renderGame(<DiceGame />);
    const roll = await screen.findByRole('button', { name: t.dice.roll });
    await waitFor(() => expect(screen.getByText('₽1,000.00')).toBeTruthy());
    fireEvent.click(roll);
    expect(await screen.findByText('Rolled 19.59. Win: ₽1.98 paid for a ₽1.00 stake (+₽0.98).')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('₽1,000.98')).toBeTruthy());
    fireEvent.click(roll);
    expect(await screen.findByText('Rolled 77.10. Lost the ₽1.00 stake.')).toBeTruthy();
    expect(bets).toHaveLength(2);
    expect(bets[0]).toMatchObject({ body: { amount: 1, target: 50, direction: 'under' }, demo: 'demo_test' });
    expect(bets[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(bets[1].key).not.toBe(bets[0].key);
    expect(JSON.parse(window.localStorage.getItem('games.demo-session')!)).toEqual({ token: 'demo_test', currency: 'RUB' });
  });

  it('keeps the multiplier, target and chance consistent whichever is typed', async () => {
    server.use(...demoHandlers());
    renderGame(<DiceGame />);
    const chance = await screen.findByLabelText(t.dice.chance);
    fireEvent.focus(chance);
    fireEvent.change(chance, { target: { value: '25' } });
    fireEvent.keyDown(chance, { key: 'Enter' });
    expect(screen.getByLabelText<HTMLInputElement>(t.dice.multiplier).value).toBe('3.96');
    expect(screen.getByLabelText<HTMLInputElement>(t.dice.targetUnder).value).toBe('25.00');
    fireEvent.click(screen.getByRole('button', { name: t.dice.flip.replace('{direction}', t.dice.under) }));
    expect(screen.getByLabelText<HTMLInputElement>(t.dice.targetOver).value).toBe('75.00');
    expect(screen.getByLabelText<HTMLInputElement>(t.dice.chance).value).toBe('25.00');
    const multiplier = screen.getByLabelText(t.dice.multiplier);
    fireEvent.focus(multiplier);
    fireEvent.change(multiplier, { target: { value: '2' } });
    fireEvent.blur(multiplier);
    expect(screen.getByLabelText<HTMLInputElement>(t.dice.chance).value).toBe('49.50');
    expect(screen.getByRole<HTMLInputElement>('slider', { name: t.dice.target }).getAttribute('aria-valuetext')).toBe('Roll over 50.50');
  });

  it('says a real-money player is short of money and links the deposit', async () => {
    signIn({ balance: 0.5, total_balance: 0.5 });
    server.use(
      ...demoHandlers(),
      http.post(`${GAMES}/dice/bets`, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            code: 'insufficient_funds',
            errors: { amount: ['insufficient_funds: The balance is below the stake.'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderGame(<DiceGame />);
    // The balance check in the browser stops it first; the api's refusal says the same.
    fireEvent.click(await screen.findByRole('button', { name: t.dice.roll }));
    expect(await screen.findByText(t.stake.problems.above_balance)).toBeTruthy();
    act(() => useSessionStore.getState().setUser({ ...useSessionStore.getState().user!, balance: 10 }));
    await waitFor(() => expect(screen.queryByText(t.stake.problems.above_balance)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: t.dice.roll }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.errors.insufficient_funds);
    expect(within(alert).getByRole('link', { name: t.errors.deposit }).getAttribute('href')).toBe('?deposit');
  });

  it('explains a stake outside the limits and a 451 in words', async () => {
    signIn({ balance: 100 });
    let answer = 0;
    server.use(
      ...demoHandlers(),
      http.post(`${GAMES}/dice/bets`, () =>
        ++answer === 1
          ? HttpResponse.json(
              { message: 'bad', code: 'stake_out_of_range', errors: { amount: ['stake_out_of_range: From 1 to 10000.'] } },
              { status: 422 },
            )
          : HttpResponse.json({ message: 'region_restricted' }, { status: 451 }),
      ),
    );
    renderGame(<DiceGame />);
    fireEvent.click(await screen.findByRole('button', { name: t.dice.roll }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.errors.stake_out_of_range);
    fireEvent.click(screen.getByRole('button', { name: t.dice.roll }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(t.errors.region_restricted));
  });

  it('runs autobet for the number of bets asked, doubling the stake after each loss', async () => {
    signIn({ balance: 100 });
    const amounts: number[] = [];
    server.use(
      ...demoHandlers(),
      http.post(`${GAMES}/dice/bets`, async ({ request }) => {
        const body = (await request.json()) as { amount: number };
        amounts.push(body.amount);
        return HttpResponse.json({
          bet: wireBet({ demo: false, amount: body.amount, result: { roll: 80 } }),
          balance: balance(100 - amounts.reduce((a, b) => a + b, 0), false),
        });
      }),
    );
    renderGame(<DiceGame />);
    fireEvent.click(await screen.findByRole('radio', { name: t.dice.auto }));
    // The hint says what the number in the field does, not what 0 would.
    expect(screen.getByText('Stops after 10 bets; 0 for no limit.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(t.autobet.bets), { target: { value: '0' } });
    expect(screen.getByText('0: no limit, it bets until you stop.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(t.autobet.bets), { target: { value: '3' } });
    expect(screen.getByText('Stops after 3 bets; 0 for no limit.')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('radiogroup', { name: t.autobet.onLoss })).getByRole('radio', { name: t.autobet.increase }));
    fireEvent.change(screen.getByLabelText(t.autobet.onLossPercent), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: t.dice.startAuto }));
    await waitFor(() => expect(screen.getByRole('button', { name: t.dice.startAuto })).toBeTruthy(), { timeout: 5000 });
    expect(amounts).toEqual([1, 2, 4]);
    expect(screen.getByText(/3 bets, profit/).textContent).toContain(t.dice.autoStop.count);
  });

  it('opens a roll in the verify modal and recomputes it: match for the published seeds, mismatch for a forged roll', async () => {
    let roll = 19.59;
    server.use(
      ...demoHandlers(),
      http.post(`${GAMES}/dice/bets`, () => HttpResponse.json({ bet: wireBet({ id: 501, result: { roll } }), balance: balance(999) })),
      http.get(`${GAMES}/bets/:id`, () =>
        HttpResponse.json(
          wireBet({
            id: 501,
            result: { roll },
            fairness: {
              server_seed_hash: PUBLISHED.serverSeedHash,
              client_seed: PUBLISHED.clientSeed,
              nonce: 3,
              server_seed: PUBLISHED.serverSeed,
            },
          }),
        ),
      ),
    );
    renderGame(<DiceGame />);
    fireEvent.click(await screen.findByRole('button', { name: t.dice.roll }));
    fireEvent.click(await screen.findByRole('button', { name: '19.59' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet 501' });
    expect(await within(dialog).findByText(t.verify.match)).toBeTruthy();
    expect(within(dialog).getByText(t.verify.hashMatches)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.verify.close }));

    roll = 19.6;
    fireEvent.click(screen.getByRole('button', { name: t.dice.roll }));
    const pills = await screen.findAllByRole('button', { name: '19.60' });
    fireEvent.click(pills[0]);
    const second = await screen.findByRole('dialog', { name: 'Bet 501' });
    expect(await within(second).findByText(t.verify.mismatch)).toBeTruthy();
  });
});
