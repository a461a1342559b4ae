// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { demoHandlers, renderGame } from '../../shared/testing/game-test-kit';
import { fakeLiveSocket, onlineLink, refusal } from '../../live/testing/fake-live-socket';
import { startLiveTableTest } from '../../live/testing/live-table-kit';
import { DrawStrip } from './draw-strip';
import { RoomGame } from './room-game';
import { RoomCardFigures, RoomsLobbyProvider } from './rooms-lobby';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('@/i18n/hooks', () => import('@/tests/support/navigation-mock'));

const { server, seatGuest } = startLiveTableTest('rooms');
const t = en.games.play.rooms;

/** lib/fairness/rooms.test.ts's round: seed, round 42, stakes 100 / 250 / 50 -> ticket 298, the second stake wins 380. */
const SEED = 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6';
const COMMIT = '735699851adce9f8345624575365a435e2ac5d4e941ab2744db8c2ad00a6d79f';
const red = { room: 'red', currency: 'RUB' };
const wireBet = (id: number, amount: number, name: string | null, demo = false) => ({
  id,
  user: name === null ? null : { name, avatar: null },
  amount,
  currency: 'RUB',
  demo,
});

function reduceMotion(on: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: on,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as never;
}

beforeEach(() => reduceMotion(true));
afterEach(() => vi.useRealTimers());

describe('a room', () => {
  it("joins the round from the room's minimum, adds to the stake, and shows everyone's chance", async () => {
    let nextId = 60;
    const { sent, emit, clock } = await seatGuest((link) => <RoomGame link={link} room="red" />, {
      reply: ({ args }) => ({ bet: wireBet(nextId++, Number(args.amount), null, true), balance: 1000 - sent.length }),
    });
    emit({ type: 'round_open', ...red, round_id: 42, hash_commit: COMMIT });
    expect(screen.getByText(COMMIT)).toBeTruthy();
    expect(screen.getByText(t.participants.empty)).toBeTruthy();
    emit({ type: 'bet', ...red, round_id: 42, bet: wireBet(7, 3, 'Bob'), pot: 3, players: 1 });
    emit({ type: 'round_betting', ...red, round_id: 42, betting_ends_at: clock.now + 30_000 });
    expect(screen.getByText('The window is open: the draw is in 30 seconds.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Join with ₽1.00' }));
    expect(await screen.findByText('Your stake: ₽1.00 · chance 25.00%')).toBeTruthy();
    expect(sent[0]).toMatchObject({ op: 'bet', args: { game: 'rooms', room: 'red', amount: 1, currency: 'RUB' } });
    fireEvent.change(screen.getByLabelText(en.games.play.stake.label), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add ₽1.00' }));
    expect(await screen.findByText('Your stake: ₽2.00 (2 stakes) · chance 40.00%')).toBeTruthy();
    expect(sent.map((command) => command.args.key)).toHaveLength(2);
    expect(new Set(sent.map((command) => command.args.key)).size).toBe(2);

    const table = screen.getByRole('table');
    expect(within(table).getByText('Bob').closest('tr')?.textContent).toContain('60.00%');
    expect(within(table).getByText(t.you).closest('tr')?.textContent).toContain('₽2.00');
    expect(screen.getByText('₽5.00')).toBeTruthy();
    expect(screen.getByText('₽998.00')).toBeTruthy();
  });

  it('draws the winner (at once with reduced motion), says so, and checks the draw in the browser', async () => {
    const { emit, clock } = await seatGuest((link) => <RoomGame link={link} room="red" />);
    emit({
      type: 'snapshot',
      server_time: clock.now,
      rooms: [
        {
          ...red,
          round: {
            id: 42,
            phase: 'betting',
            hash_commit: COMMIT,
            betting_ends_at: clock.now + 1_000,
            pot: 1,
            players: 1,
            bets: [wireBet(7, 1, 'Ann')],
            my_bets: [wireBet(8, 2.5, null, true), wireBet(9, 0.5, null, true)],
            result: null,
          },
          history: [],
        },
      ],
    });
    expect(screen.getByText('Your stake: ₽3.00 (2 stakes) · chance 75.00%')).toBeTruthy();
    emit({
      type: 'round_result',
      ...red,
      round_id: 42,
      pot: 1,
      commission: 0,
      payout: 0,
      ticket: null,
      winner: null,
      refunded: true,
      seed: SEED,
      hash_commit: COMMIT,
    });
    expect(screen.getByText(t.drawing)).toBeTruthy();
    emit({
      type: 'demo_result',
      ...red,
      round_id: 42,
      pot: 4,
      commission: 0.2,
      payout: 3.8,
      ticket: 298,
      winner: { bet_id: 8, user: null },
      refunded: false,
      seed: SEED,
      hash_commit: COMMIT,
    });
    expect(screen.getAllByText('You won ₽3.80!')).toHaveLength(2);
    expect(screen.getByText(SEED)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t.check }));
    const dialog = await screen.findByRole('dialog', { name: 'Round 42' });
    expect(await within(dialog).findByText('298 of 400 tickets (one per kopeck or cent staked)')).toBeTruthy();
    expect(within(dialog).getByText('stake #8')).toBeTruthy();
    expect(within(dialog).getAllByText(t.verify.match)).toHaveLength(4);
    expect(within(dialog).queryByText(t.verify.mismatch)).toBeNull();
    expect(within(dialog).getByText(/--stakes 100,250,50/)).toBeTruthy();
  });

  it('says why a stake was refused', async () => {
    let answer: Error = refusal(409, 'too_many_bets', '10 stakes a round');
    const { emit } = await seatGuest((link) => <RoomGame link={link} room="purple" />, { reply: () => answer });
    emit({ type: 'round_open', room: 'purple', currency: 'RUB', round_id: 3, hash_commit: COMMIT });
    expect(screen.getByText('from ₽50.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join with ₽50.00' }));
    expect(await screen.findByText(t.errors.too_many_bets)).toBeTruthy();
    answer = refusal(409, 'phase_closed', 'the window has closed');
    fireEvent.click(screen.getByRole('button', { name: 'Join with ₽50.00' }));
    expect(await screen.findByText(t.errors.phase_closed)).toBeTruthy();
  });

  it('spins the strip to the ticket and lands only when the spin is over', () => {
    vi.useFakeTimers();
    const onLanded = vi.fn();
    const segments = [
      { key: 'a', tone: 0, amountMinor: 100 },
      { key: 'b', tone: 1, amountMinor: 300 },
    ];
    const props = { segments, potMinor: 400, spin: true, initials: (key: string) => key, onLanded };
    const { container, rerender } = render(<DrawStrip {...props} ticket={null} />);
    const reel = () => container.querySelector('[style]') as HTMLElement;
    expect(reel().style.transform).toBe('translateX(-0%)');
    rerender(<DrawStrip {...props} ticket={298} />);
    expect(reel().style.transition).toContain('transform');
    // Seven copies and the ticket's place in the eighth, less half a box, of a reel of nine: (7 + 298.5 / 400 - 0.5) / 9.
    expect(parseFloat(reel().style.transform.replace('translateX(-', ''))).toBeCloseTo(((7 + 298.5 / 400 - 0.5) / 9) * 100, 6);
    expect(onLanded).not.toHaveBeenCalled();
    act(() => void vi.runAllTimers());
    expect(onLanded).toHaveBeenCalledTimes(1);
    expect(container.firstElementChild?.hasAttribute('data-landed')).toBe(true);
  });
});

describe('the list of rooms', () => {
  it("shows each room's pot, players and window in the player's currency", async () => {
    server.use(...demoHandlers());
    const { socket, emit, clock } = fakeLiveSocket('rooms', () => ({}));
    renderGame(
      <RoomsLobbyProvider link={onlineLink(socket)}>
        <RoomCardFigures room="red" />
      </RoomsLobbyProvider>,
    );
    expect(screen.getByText('₽1.00')).toBeTruthy();
    emit({
      type: 'snapshot',
      server_time: clock.now,
      rooms: [
        {
          ...red,
          round: {
            id: 1,
            phase: 'betting',
            hash_commit: COMMIT,
            betting_ends_at: clock.now + 9_000,
            pot: 4,
            players: 2,
            bets: [wireBet(1, 1, 'Ann'), wireBet(2, 3, 'Bob')],
            my_bets: [],
            result: null,
          },
          history: [],
        },
      ],
    });
    expect(screen.getByText('₽4.00')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    expect(screen.getByText(t.phase.betting)).toBeTruthy();
  });
});
