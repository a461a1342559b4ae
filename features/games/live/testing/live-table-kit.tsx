import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { demoHandlers, renderGame, startGameTestServer } from '../../shared/testing/game-test-kit';
import type { LiveLink } from '../lib/live-link';
import { fakeLiveSocket, onlineLink } from './fake-live-socket';

type Reply = Parameters<typeof fakeLiveSocket>[1];

/**
 * A live game's test file: the mock api and a fresh page per test (startGameTestServer), and `seatGuest`, which seats a
 * guest at the table: the demo session and the feeds answered (and `handlers`), the table drawn over a fake online
 * socket, the play-money balance on screen. It returns the fake socket, to push events and read the commands sent.
 */
export function startLiveTableTest(game: string) {
  const server = startGameTestServer();
  async function seatGuest(
    table: (link: LiveLink) => ReactElement,
    { reply = () => ({}), handlers = [] }: { reply?: Reply; handlers?: RequestHandler[] } = {},
  ) {
    server.use(...demoHandlers(), ...handlers);
    const fake = fakeLiveSocket(game, reply);
    renderGame(table(onlineLink(fake.socket)));
    await screen.findByText('₽1,000.00');
    return fake;
  }
  return { server, seatGuest };
}
