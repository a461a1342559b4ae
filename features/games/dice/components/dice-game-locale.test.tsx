// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { balance, demoHandlers, GAMES, renderGame, startGameTestServer, wireBet } from '../../shared/testing/game-test-kit';
import { DiceGame } from './dice-game';

// The page is /ru/games/dice: numbers follow ru-RU whatever language the test's messages are in.
vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('@/i18n/hooks', () => ({ useLocale: () => 'ru-RU' }));

const server = startGameTestServer();
const t = en.games.play;
const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

describe('the dice table on a ru page', () => {
  it('shows its numbers with a decimal comma and reads a stake typed with either separator', async () => {
    const bets: unknown[] = [];
    server.use(
      ...demoHandlers(1000),
      http.post(`${GAMES}/dice/bets`, async ({ request }) => {
        bets.push(await request.json());
        return HttpResponse.json({
          bet: wireBet({ state: 'won', amount: 1.25, payout: 2.47, multiplier_bp: 19_800, result: { roll: 19.59 } }),
          balance: balance(1001.22),
        });
      }),
    );
    renderGame(<DiceGame />);
    const roll = await screen.findByRole('button', { name: t.dice.roll });
    await waitFor(() => expect(screen.getAllByText(/^1\s000,00\s₽$/).length).toBeGreaterThan(0));
    expect(valueOf(t.dice.targetUnder)).toBe('50,00');
    expect(valueOf(t.dice.multiplier)).toBe('1,98');
    expect(valueOf(t.dice.chance)).toBe('50,00');

    fireEvent.change(screen.getByLabelText(t.stake.label), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: t.stake.actions.halfLabel }));
    expect(valueOf(t.stake.label)).toBe('1,25');
    fireEvent.click(roll);
    expect(await screen.findByText('Rolled 19,59. Win: 2,47 ₽ paid for a 1,25 ₽ stake (+1,22 ₽).')).toBeTruthy();
    expect(bets[0]).toMatchObject({ amount: 1.25 });
  });
});
