import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MINES_MAX, MINES_MIN, MINES_TILES } from '@/lib/fairness/mines';
import { actOnOpenGame, placeBet, playerCurrency, type PlayDeps } from '../bets/play';
import { registerActiveRoute } from '../core/active-route';
import { playerOf } from '../core/player';
import { playReply } from '../core/reply';
import { playRoute } from '../core/route-options';
import { amountSchema, betIdSchema } from '../core/schemas';
import { parseStake } from '../core/stake';
import { cashOutMines, revealMinesTile, startMines, unrevealedTiles } from './engine';

const tags = ['games'];
const mines = z
  .number({ message: `invalid_mines: A whole number from ${MINES_MIN} to ${MINES_MAX}.` })
  .int({ message: `invalid_mines: A whole number from ${MINES_MIN} to ${MINES_MAX}.` })
  .min(MINES_MIN, { message: `invalid_mines: A whole number from ${MINES_MIN} to ${MINES_MAX}.` })
  .max(MINES_MAX, { message: `invalid_mines: A whole number from ${MINES_MIN} to ${MINES_MAX}.` });
const tile = z
  .number({ message: 'invalid_tile: A whole number from 0 to 24.' })
  .int({ message: 'invalid_tile: A whole number from 0 to 24.' })
  .min(0, { message: 'invalid_tile: A whole number from 0 to 24.' })
  .max(MINES_TILES - 1, { message: 'invalid_tile: A whole number from 0 to 24.' });

export const minesRoutes: FastifyPluginAsyncZod<{ deps: PlayDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v2/games/mines/start',
    playRoute(deps.db, tags, 'Start a 5 x 5 board with 1-24 mines: the stake is paid now (Idempotency-Key required)', z.object({ amount: amountSchema, mines })),
    async (request) => {
      const player = playerOf(request);
      const currency = await playerCurrency(deps, player);
      const stakeMinor = parseStake(request.body.amount, currency, 'miner');
      const count = request.body.mines;
      const played = await placeBet(deps, player, {
        game: 'mines',
        currency,
        stakeMinor,
        params: { mines: count },
        idempotencyKey: String(request.headers['idempotency-key']),
        decide: () => startMines(count),
        multiStep: true,
      });
      return playReply(player, played);
    },
  );

  app.post(
    '/api/v2/games/mines/reveal',
    playRoute(deps.db, tags, 'Reveal a tile of the open board', z.object({ tile, bet_id: betIdSchema })),
    async (request) => {
      const player = playerOf(request);
      const chosen = request.body.tile;
      return playReply(player, await actOnOpenGame(deps, player, 'mines', request.body.bet_id, (bet, draw) => revealMinesTile(bet, chosen, draw)));
    },
  );

  app.post(
    '/api/v2/games/mines/random',
    playRoute(deps.db, tags, 'Reveal a tile the server picks at random (not from the seeds)', z.object({ bet_id: betIdSchema })),
    async (request) => {
      const player = playerOf(request);
      return playReply(
        player,
        await actOnOpenGame(deps, player, 'mines', request.body.bet_id, (bet, draw) => {
          const left = unrevealedTiles(bet);
          return revealMinesTile(bet, left[randomInt(left.length)], draw);
        }),
      );
    },
  );

  app.post(
    '/api/v2/games/mines/cashout',
    playRoute(deps.db, tags, 'Cash out the open board (1 tile revealed at least)', z.object({ bet_id: betIdSchema })),
    async (request) => {
      const player = playerOf(request);
      return playReply(player, await actOnOpenGame(deps, player, 'mines', request.body.bet_id, (bet, draw) => cashOutMines(bet, draw)));
    },
  );

  registerActiveRoute(app, deps, 'mines', '/api/v2/games/mines/active');
};
