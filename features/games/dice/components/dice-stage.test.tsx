// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { ClientIntlConfigProvider } from '@/i18n/client-intl';
import { balance, demoHandlers, GAMES, startGameTestServer } from '../../shared/testing/game-test-kit';
import { DiceStage } from './dice-stage';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('@/i18n/hooks', () => import('@/tests/support/navigation-mock'));

const server = startGameTestServer();
const LABEL = 'Dice table';

const renderStage = () =>
  render(
    <ClientIntlConfigProvider config={{ locale: 'en-US', timeZone: 'UTC', messages: {} }}>
      <DiceStage messages={en.games.play} label={LABEL} />
    </ClientIntlConfigProvider>,
  );

/** The label of every button that names itself, with the text it shows. */
const namedButtons = (root: HTMLElement) =>
  within(root)
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-label') && (button.textContent ?? '').trim() !== '')
    .map((button) => ({ name: button.getAttribute('aria-label')!, text: button.textContent.trim() }));

describe('the dice stage', () => {
  it('shows a loading skeleton, then the room in its place once the play money is ready, never both', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The guest's stored play-money session is resumed on load (a new guest's is made by the first bet).
    window.localStorage.setItem('games.demo-session', JSON.stringify({ token: 'demo_test', currency: 'RUB' }));
    server.use(
      http.get(`${GAMES}/demo/session`, async () => {
        await held;
        return HttpResponse.json({ demo: true, expires_at: '2026-06-01T00:00:00.000Z', balance: balance(1000) });
      }),
      ...demoHandlers(),
    );
    renderStage();
    const skeleton = screen.getByRole('region', { name: LABEL });
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(within(skeleton).getByRole('status').textContent).toBe(en.games.play.dice.loading);

    // The room has loaded and waits for the play money behind the skeleton: its texts are the only ones of their kind.
    expect(await screen.findByText(en.games.play.dice.profitOnWin)).toBeTruthy();
    expect(screen.getAllByText(en.games.play.demo.balance)).toHaveLength(1);
    expect(screen.getAllByText(en.games.play.demo.badge)).toHaveLength(1);
    expect(screen.getAllByRole('region', { name: LABEL })).toHaveLength(2);

    await act(async () => release());
    await waitFor(() => expect(screen.getAllByRole('region', { name: LABEL })).toHaveLength(1));
    const room = screen.getByRole('region', { name: LABEL });
    expect(room.getAttribute('aria-busy')).toBeNull();
    expect(within(room).getByRole('button', { name: en.games.play.dice.roll })).toBeTruthy();
  });

  it('names every button with the words it shows (WCAG 2.5.3, label in name)', async () => {
    server.use(...demoHandlers());
    renderStage();
    await screen.findByRole('button', { name: en.games.play.dice.roll });
    const named = namedButtons(document.body);
    expect(named.length).toBeGreaterThanOrEqual(4);
    for (const { name, text } of named) expect(name.toLowerCase()).toContain(text.toLowerCase());
  });
});
