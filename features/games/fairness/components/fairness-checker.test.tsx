// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { PUBLISHED } from '../../shared/testing/game-test-kit';
import { computeCheck, EMPTY_CHECK } from '../lib/check';
import { FairnessChecker } from './fairness-checker';

afterEach(cleanup);
const t = en.games.play.fairnessForm;
const published = { ...EMPTY_CHECK, serverSeed: PUBLISHED.serverSeed, clientSeed: PUBLISHED.clientSeed, nonce: '3' };

function renderChecker(initial = published) {
  render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="UTC">
      <FairnessChecker initial={initial} />
    </NextIntlClientProvider>,
  );
}

describe('the fairness page form', () => {
  it('recomputes the published example of every game, as docs/fairness.md lists it', () => {
    expect(computeCheck(published)).toEqual({ result: { roll: 19.59 }, hash: PUBLISHED.serverSeedHash });
    expect(computeCheck({ ...published, game: 'keno' })).toMatchObject({ result: { drawn: [8, 19, 28, 29, 18, 30, 11, 13, 3, 2] } });
    expect(computeCheck({ ...published, game: 'mines', mines: '3' })).toMatchObject({ result: { mines: [4, 11, 17] } });
    expect(computeCheck({ ...published, game: 'hilo', count: '5' })).toMatchObject({ result: { cards: [10, 23, 35, 36, 23] } });
    expect(computeCheck({ ...published, game: 'coinflip', count: '4' })).toMatchObject({
      result: { flips: ['heads', 'heads', 'tails', 'tails'] },
    });
  });

  it('names the field that cannot decide a bet', () => {
    expect(computeCheck({ ...published, serverSeed: PUBLISHED.serverSeed.toUpperCase() })).toEqual({ problem: 'serverSeed' });
    expect(computeCheck({ ...published, clientSeed: ' padded' })).toEqual({ problem: 'clientSeed' });
    expect(computeCheck({ ...published, nonce: '-1' })).toEqual({ problem: 'nonce' });
    expect(computeCheck({ ...published, game: 'mines', mines: '25' })).toEqual({ problem: 'mines' });
    expect(computeCheck({ ...published, game: 'coinflip', count: '21' })).toEqual({ problem: 'count' });
    expect(computeCheck({ ...published, game: 'cases', caseSlug: 'nope' })).toEqual({ problem: 'case' });
  });

  it('shows the result as the player types, with the seed’s hash to compare', () => {
    renderChecker({ ...EMPTY_CHECK });
    expect(screen.getByText(t.fillIn)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(t.serverSeed), { target: { value: PUBLISHED.serverSeed } });
    fireEvent.change(screen.getByLabelText(t.clientSeed), { target: { value: PUBLISHED.clientSeed } });
    fireEvent.change(screen.getByLabelText(t.nonce), { target: { value: '3' } });
    expect(screen.getByText('Roll: 19.59')).toBeTruthy();
    expect(screen.getByText(PUBLISHED.serverSeedHash)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(t.game), { target: { value: 'mines' } });
    expect(screen.getByText('Mines on tiles (in draw order): 4, 11, 17')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Mines on tiles 4, 11, 17' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(t.nonce), { target: { value: 'x' } });
    expect(screen.getByText(t.problems.nonce)).toBeTruthy();
  });
});
