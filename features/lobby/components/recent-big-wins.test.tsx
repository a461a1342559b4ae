import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { listRecentBigWins } from '../big-wins';
import { RecentBigWins } from './recent-big-wins';

const formatAmount = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

describe('recent big wins', () => {
  it('has no wins until the games report them', async () => {
    expect(await listRecentBigWins()).toEqual([]);
  });

  it('renders nothing at all while the list is empty', () => {
    expect(renderToStaticMarkup(<RecentBigWins wins={[]} title="Recent big wins" formatAmount={formatAmount} />)).toBe('');
  });

  it('lists the wins it is given', () => {
    const wins = [{ id: '1', game: 'dice', gameName: 'Dice', player: 'pl***r', amountMinor: 1_250_000, currency: 'USD' as const }];
    const html = renderToStaticMarkup(<RecentBigWins wins={wins} title="Recent big wins" formatAmount={formatAmount} />);
    expect(html).toContain('Recent big wins');
    expect(html).toContain('Dice');
    expect(html).toContain('12500.00 USD');
  });
});
