// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { TopReply } from '@/lib/top/contract';
import { TopBoards } from './top-boards';
import { TopError } from './top-error';
import type { TopBoardsText } from './top-text';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
afterEach(cleanup);

const t = en.top;
const text: TopBoardsText = {
  wins: { ...t.wins, empty: 'No wins over the last 24 hours yet.' },
  players: { ...t.players, empty: 'No players over the last 24 hours yet.' },
  emptyTitle: t.emptyTitle,
  hiddenPlayer: t.hiddenPlayer,
  gameNames: en.nav.games,
};

const player = (name: string) => ({ name, avatar: null });
const REPLY: TopReply = {
  period: 'day',
  since: '2026-11-28T12:00:00.000Z',
  biggest_wins: [
    {
      player: player('LuckyLynx1234'),
      game: 'mines',
      game_category: 'in_house',
      game_name: null,
      multiplier: 24.75,
      amount: 2475,
      currency: 'RUB',
      at: '2026-11-29T10:00:00.000Z',
    },
    {
      player: null,
      game: 'sbx_fruit',
      game_category: 'slots',
      game_name: 'Fruit Classic',
      multiplier: 12,
      amount: 60,
      currency: 'USD',
      at: '2026-11-29T09:00:00.000Z',
    },
    {
      player: player('QuietOwl5678'),
      game: 'sbx_roulette',
      game_category: 'live',
      game_name: 'Live Roulette',
      multiplier: 2,
      amount: 10,
      currency: 'EUR',
      at: '2026-11-29T08:00:00.000Z',
    },
    {
      player: player('RapidElk9999'),
      game: 'gone_game',
      game_category: null,
      game_name: null,
      multiplier: 1.5,
      amount: 15,
      currency: 'USD',
      at: '2026-11-29T07:00:00.000Z',
    },
  ],
  top_players: [
    { rank: 1, player: null, wagered: 1234.5, bets: 1200, biggest_multiplier: 12 },
    { rank: 2, player: player('LuckyLynx1234'), wagered: 10.81, bets: 2, biggest_multiplier: 24.75 },
  ],
};

describe('the top boards', () => {
  it('lists the wins with their games linked where they are played, a hidden player by that name', () => {
    render(<TopBoards reply={REPLY} text={text} locale="en-US" />);
    const wins = screen.getByRole('table', { name: 'Biggest wins' });
    const rows = within(wins).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getByRole('link', { name: 'Miner' }).getAttribute('href')).toBe('/games/miner');
    expect(rows[0].textContent).toContain('LuckyLynx1234');
    expect(rows[0].textContent).toContain('×24.75');
    expect(rows[0].textContent).toContain('₽2,475.00');
    expect(within(rows[1]).getByRole('link', { name: 'Fruit Classic' }).getAttribute('href')).toBe('/games/slots/sbx_fruit/play');
    expect(rows[1].textContent).toContain('Hidden player');
    expect(rows[1].textContent).toContain('$60.00');
    expect(within(rows[2]).getByRole('link', { name: 'Live Roulette' }).getAttribute('href')).toBe('/games/live-casino/sbx_roulette/play');
    expect(within(rows[3]).queryByRole('link')).toBeNull();
    expect(rows[3].textContent).toContain('gone_game');
  });

  it('ranks the players with the amount wagered in US dollars, bets and the best multiplier', () => {
    render(<TopBoards reply={REPLY} text={text} locale="en-US" />);
    const rows = within(screen.getByRole('table', { name: 'Top players' })).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rank', 'Player', 'Wagered', 'Bets', 'Best multiplier']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Hidden player', '$1,234.50', '1,200', '×12']);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'LuckyLynx1234', '$10.81', '2', '×24.75']);
    // Each cell carries its column's name, which a phone shows beside it when the rows stack.
    expect(within(rows[2]).getAllByRole('cell')[2].getAttribute('data-label')).toBe('Wagered');
  });

  it('says what will appear when the period has no bets', () => {
    render(<TopBoards reply={{ ...REPLY, biggest_wins: [], top_players: [] }} text={text} locale="en-US" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByText('No bets yet')).toHaveLength(2);
    expect(screen.getByText('No wins over the last 24 hours yet.')).toBeTruthy();
    expect(screen.getByText('No players over the last 24 hours yet.')).toBeTruthy();
  });

  it('offers to try again when the api did not answer', () => {
    render(<TopError text={t.error} retryHref="/top?period=week" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(t.error.title);
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/top?period=week');
  });
});
