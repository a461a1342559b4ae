// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBetLimit } from '@/lib/bet-limits';
import { renderGame, startGameTestServer, signIn } from '../../shared/testing/game-test-kit';
import { useStakeEntry } from '../../shared/hooks/use-stake-entry';
import type { CrashBet } from '../lib/crash-wire';
import { CrashBetPanel } from './crash-bet-panel';

startGameTestServer();

const myBet: CrashBet = {
  id: '5',
  userName: null,
  hidden: false,
  amountMinor: 10_000,
  currency: 'RUB',
  payoutMinor: null,
  demo: false,
  autoCashoutCenti: null,
  cashedOutCenti: null,
};

function Panel({ liveCenti }: { liveCenti: () => number }) {
  const stake = useStakeEntry(getBetLimit('RUB', 'crash'));
  return (
    <CrashBetPanel
      stake={stake}
      autoText=""
      onAutoText={() => {}}
      autoInvalid={false}
      phase="running"
      myBet={myBet}
      queued={null}
      pending={null}
      liveCenti={liveCenti}
      onBet={() => {}}
      onCancel={() => {}}
      onCashOut={() => {}}
    />
  );
}

describe('the crash cash-out button', () => {
  it('shows what the curve is at in every frame, not a figure some hundreds of milliseconds old', async () => {
    signIn();
    let centi = 116;
    renderGame(<Panel liveCenti={() => centi} />);
    const button = await screen.findByRole('button', { name: /Cash out/ });
    expect(button.textContent).toBe('Cash out ₽116.001.16×');
    centi = 120;
    // One animation frame (about 16 ms), well before the 100 ms a timer used to wait.
    await waitFor(() => expect(button.textContent).toBe('Cash out ₽120.001.20×'), { interval: 5, timeout: 60 });
  });
});
