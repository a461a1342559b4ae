// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { balance, demoHandlers, GAMES, renderGame, startGameTestServer, wireBet } from '../../shared/testing/game-test-kit';
import { KenoGame } from './keno-game';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('@/i18n/hooks', () => import('@/tests/support/navigation-mock'));

const server = startGameTestServer();

const t = en.games.play.keno;
const cell = (n: number) => within(screen.getByRole('group', { name: t.board })).getByRole('button', { name: new RegExp(`^${n}(,|$)`) });

describe('the keno table', () => {
  it('takes at most ten picks, clears them and auto-picks ten', async () => {
    server.use(...demoHandlers());
    renderGame(<KenoGame />);
    await screen.findByRole('button', { name: t.pickFirst });
    for (let n = 1; n <= 11; n++) fireEvent.click(cell(n));
    expect(screen.getByText('10 of 10')).toBeTruthy();
    expect(cell(11).getAttribute('aria-pressed')).toBe('false');
    expect(cell(11).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(cell(3));
    expect(screen.getByText('9 of 10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.clear }));
    expect(screen.getByText('0 of 10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.autoPick }));
    expect(screen.getByText('10 of 10')).toBeTruthy();
  });

  it('bets the picks and the risk, and marks the draw and the hit count in the paytable', async () => {
    let sent: unknown = null;
    server.use(
      ...demoHandlers(),
      http.post(`${GAMES}/keno/bets`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          bet: wireBet({
            game: 'keno',
            state: 'won',
            payout: 4.49,
            multiplier_bp: 44_900,
            params: { picks: [8, 19], risk: 'classic' },
            result: { drawn: [8, 19, 28, 29, 18, 30, 11, 13, 3, 2], hits: [8, 19] },
          }),
          balance: balance(1003.49),
        });
      }),
    );
    renderGame(<KenoGame />);
    await screen.findByRole('button', { name: t.pickFirst });
    fireEvent.click(cell(19));
    fireEvent.click(cell(8));
    fireEvent.change(screen.getByLabelText(t.risk), { target: { value: 'high' } });
    fireEvent.change(screen.getByLabelText(t.risk), { target: { value: 'classic' } });
    expect(
      within(screen.getByRole('list', { name: 'Paytable for 2 picks' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0 hits0×', '1 hit1.9×', '2 hits4.49×']);
    fireEvent.click(screen.getByRole('button', { name: t.bet }));
    expect(
      await screen.findByText(
        /Drawn: 8, 19, 28, 29, 18, 30, 11, 13, 3, 2\. 2 of your 2 hit\. Win: ₽4\.49 paid for a ₽1\.00 stake \(\+₽3\.49\)\./,
      ),
    ).toBeTruthy();
    expect(sent).toEqual({ amount: 1, picks: [8, 19], risk: 'classic' });
    expect(cell(8).getAttribute('data-state')).toBe('hit');
    expect(cell(28).getAttribute('data-state')).toBe('drawn');
    expect(cell(28).getAttribute('aria-label')).toBe('28, drawn');
    await waitFor(() => expect(screen.getByRole('listitem', { current: true }).textContent).toBe('2 hits4.49×'));
  });
});
