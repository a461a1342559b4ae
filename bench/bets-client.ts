import { randomUUID } from 'node:crypto';
import { request, type Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Player } from './bets-setup';

const BODY = JSON.stringify({ amount: 1, target: 50, direction: 'under' });
export const LEDGER_PATH = '/api/v2/games/dice/bets';

type Reply = { status: number; body: string; replayed: boolean };

export function bet(agent: Agent, port: number, path: string, token: string, key = randomUUID()): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(BODY),
      'idempotency-key': key,
    };
    const req = request({ agent, host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, replayed: res.headers['idempotent-replayed'] === 'true' }));
    });
    req.on('error', reject);
    req.end(BODY);
  });
}

export type Sample = { bets: number; elapsedS: number; latenciesMs: number[]; failed: number };

/** An exponential pause of thinkMs on average: the players' bets then arrive as a Poisson stream. */
const think = (thinkMs: number) => new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * thinkMs));

/**
 * Every player bets again as soon as its bet answered (thinkMs 0), or after a pause (exponential, thinkMs on average,
 * the first bet too, so the players do not all bet at the same moment), until `total` bets are done.
 */
export async function run(agent: Agent, port: number, path: string, players: Player[], total: number, thinkMs = 0): Promise<Sample> {
  let next = 0;
  let failed = 0;
  const latenciesMs: number[] = [];
  const started = performance.now();
  await Promise.all(
    players.map(async (player) => {
      if (thinkMs > 0) await think(thinkMs);
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        const { status } = await bet(agent, port, path, player.token);
        latenciesMs.push(performance.now() - t0);
        if (status !== 200) failed += 1;
        if (thinkMs > 0) await think(thinkMs);
      }
    }),
  );
  return { bets: total, elapsedS: (performance.now() - started) / 1000, latenciesMs, failed };
}
