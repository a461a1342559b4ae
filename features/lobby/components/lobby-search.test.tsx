// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LobbySearch, type LobbySection } from './lobby-search';

const LABELS = {
  search: 'Search games',
  placeholder: 'Game or provider',
  submit: 'Search',
  emptyTitle: 'No games match “{query}”',
  emptyText: 'Try a provider.',
};

function section(id: string, title: string, names: [string, string][]): LobbySection {
  return {
    id,
    header: <h2 id={`${id}-title`}>{title}</h2>,
    entries: names.map(([name, provider]) => ({ key: name, text: `${name} ${provider}`, tile: <a href={`/games/${name}`}>{name}</a> })),
  };
}

const SECTIONS = [
  section('in-house', 'In-house games', [
    ['Crash', 'In-house'],
    ['Dice', 'In-house'],
  ]),
  section('slots', 'Slots', [
    ['Starburst', 'NetEnt'],
    ['Reactoonz', "Play'n GO"],
  ]),
];

afterEach(cleanup);

describe('lobby search', () => {
  it('filters the tiles as the player types and hides rows left empty', () => {
    render(<LobbySearch sections={SECTIONS} labels={LABELS} />);
    expect(screen.getAllByRole('link')).toHaveLength(4);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'netent' } });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Starburst']);
    expect(screen.queryByRole('heading', { name: 'In-house games' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Slots' })).toBeTruthy();
  });

  it('says so when nothing matches', () => {
    render(<LobbySearch sections={SECTIONS} labels={LABELS} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'blackjack ' } });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toContain('No games match “blackjack”');
  });

  it('renders on the server as a plain form and list, filtered by the ?q= it was sent', () => {
    const html = renderToString(<LobbySearch sections={SECTIONS} labels={LABELS} initialQuery="dice" />);
    expect(html).toContain('method="get"');
    expect(html).toContain('name="q"');
    expect(html).toContain('value="dice"');
    expect(html).toContain('href="/games/Dice"');
    expect(html).not.toContain('href="/games/Crash"');
  });
});
