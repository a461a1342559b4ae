import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TopReply } from '@/lib/top/contract';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createCrashGame } from '../games/crash';
import { chainWhere, TEST_SALT as CRASH_SALT } from '../games/crash/crash-test-kit';
import { createFeedBus } from '../games/feed/bus';
import { baseUrlOf } from '../games/feed/sse-test-kit';
import { createRoomsGame } from '../games/rooms';
import { createRouletteGame } from '../games/roulette';
import { rouletteChainWhere, TEST_SALT as ROULETTE_SALT } from '../games/roulette/roulette-test-kit';
import { insertChain } from '../games/round-kit/chain-test-kit';
import { call, fund, type RealPlayer } from '../games/test-kit';
import { checkLedger } from '../ledger/check-ledger';
import { createLedger } from '../ledger/ledger';
import { openSocket, type Frame, type TestSocket } from '../realtime/test-kit';
import { getProfile, nextIp, registerByEmail, registerByPhone } from './auth-helpers';
import { createTestDb } from './test-db';
import type { TestApp } from './test-app';

/*
 * What other people can see of a player: every public reply and every frame another socket receives, while players
 * registered by phone and by email play every game for real money. Neither contact data nor anything that links a
 * player's rows (their user id, the realtime owner keys `u<id>`, their seed pair) may appear; a player who hides their
 * statistics appears nowhere by name or avatar, one who hides the avatar nowhere by avatar.
 */

const G = '/api/v2/games';
const GAMES = ['dice', 'coinflip', 'keno', 'mines', 'hilo', 'cases', 'crash', 'roulette', 'rooms'] as const;
/** Each player's settled bets: one per game, roulette two. */
const BETS_EACH = 10;
/** The first rounds' results, known in advance: crash ends soon after an auto cash-out at 1.02x, roulette lands on gold. */
const crashChain = chainWhere([(c) => c >= 105 && c <= 115, (c) => c >= 105 && c <= 115]);
const rouletteChain = rouletteChainWhere([(r) => r.color === 'gold']);

type Player = RealPlayer & {
  label: string;
  name: string;
  avatar: string;
  secrets: string[];
  socket?: TestSocket;
  bets: { game: string; id: number }[];
};

let t: TestApp;
let guest: TestSocket;
const sse: string[] = [];
let stopSse: () => void = () => undefined;

/** The frames a socket got so far, as text. */
const framesOf = (socket: TestSocket) => socket.pending().map((frame) => JSON.stringify(frame));

function within<T>(promise: Promise<T>, what: string, ms = 20_000): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Waits for a frame without taking it (the scan reads them all at the end). */
async function seen(socket: TestSocket, what: string, match: (frame: Frame) => boolean, ms = 20_000): Promise<Frame> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = socket.pending().find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function register(label: string, kind: 'phone' | 'email'): Promise<Player> {
  const phone = `+7701${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const email = `${label}.${randomUUID().slice(0, 6)}@privacy.example`;
  const token = kind === 'phone' ? await registerByPhone(t.app, phone) : await registerByEmail(t.app, email);
  const profile = (await getProfile(t.app, token)).json<{ data: { id: number; name: string } }>().data;
  const avatar = `https://cdn.example/avatars/${randomUUID()}.png`;
  await t.testDb.db.query('UPDATE users SET image_small = $2 WHERE id = $1', [profile.id, avatar]);
  await fund(t, profile.id, 'RUB', 1_000_000);
  const secrets = kind === 'phone' ? [phone, phone.slice(1), phone.slice(-10)] : [email, email.split('@')[0]];
  return { kind: 'user', token, userId: profile.id, currency: 'RUB', label, name: profile.name, avatar, secrets, bets: [] };
}

const settings = (player: Player, body: object) =>
  t.app.inject({ method: 'PUT', url: '/profile/settings', headers: { authorization: `Bearer ${player.token}` }, payload: body });

/** The links that would tie a player's rows together: their id as a field or an owner key, their seed pair. */
async function linksOf(player: Player): Promise<string[]> {
  const seeds = (await call(t, player, `${G}/seeds`)).json<{
    server_seed_hash: string;
    next_server_seed_hash: string;
    client_seed: string;
  }>();
  return [
    `"user_id":${player.userId}`,
    `"userId":${player.userId}`,
    seeds.server_seed_hash,
    seeds.next_server_seed_hash,
    `"client_seed":"${seeds.client_seed}"`,
  ];
}

async function playInstantGames(player: Player): Promise<void> {
  const play = async (url: string, body: unknown) => {
    const res = await call(t, player, url, body, { ip: nextIp() });
    expect(res.statusCode, `${player.label} ${url}: ${JSON.stringify(res.json())}`).toBe(200);
    return res.json<{ bet: { id: number; state: string } }>().bet;
  };
  await play(`${G}/dice/bets`, { amount: 100, target: 98, direction: 'under' });
  await play(`${G}/coinflip/bets`, { amount: 10, side: 'heads' });
  await play(`${G}/keno/bets`, { amount: 10, picks: [1, 2, 3, 4, 5], risk: 'classic' });
  const board = await play(`${G}/mines/start`, { amount: 10, mines: 1 });
  const revealed = await play(`${G}/mines/reveal`, { bet_id: board.id, tile: 0 });
  if (revealed.state === 'open') await play(`${G}/mines/cashout`, { bet_id: board.id });
  const hand = await play(`${G}/hilo/start`, { amount: 10 });
  const skipped = await play(`${G}/hilo/skip`, { bet_id: hand.id });
  if (skipped.state === 'open') {
    // From an ace only `lower` can win, from a two only `higher`: ask what can.
    const first = await call(t, player, `${G}/hilo/guess`, { bet_id: hand.id, guess: 'higher' }, { ip: nextIp() });
    const guessed =
      first.statusCode === 200
        ? first.json<{ bet: { id: number; state: string } }>().bet
        : await play(`${G}/hilo/guess`, { bet_id: hand.id, guess: 'lower' });
    if (guessed.state === 'open') await play(`${G}/hilo/cashout`, { bet_id: hand.id });
  }
  await play(`${G}/cases/starter/open`, {});
}

async function joinAll(socket: TestSocket): Promise<void> {
  for (const game of ['crash', 'roulette', 'rooms']) {
    expect(await within(socket.command('join', { game }), `join ${game}`)).toMatchObject({ type: 'ack' });
  }
}

async function playRoundGames(player: Player): Promise<void> {
  const socket = player.socket!;
  const bet = async (args: Record<string, unknown>) => {
    const ack = await within(socket.command('bet', { key: randomUUID(), ...args }), `${player.label} ${String(args.game)} bet`);
    expect(ack, `${player.label} ${JSON.stringify(args)}`).toMatchObject({ type: 'ack' });
    player.bets.push({ game: String(args.game), id: (ack.data as { bet: { id: number } }).bet.id });
  };
  await bet({ game: 'crash', amount: 10, auto_cashout: 1.02 });
  await bet({ game: 'roulette', color: 'gold', amount: 1 });
  await bet({ game: 'roulette', color: 'red', amount: 5 });
  await bet({ game: 'rooms', room: 'red', amount: 1 });
}

let players: Player[];
let hidden: Player;
let avatarHidden: Player;

beforeAll(async () => {
  const testDb = await createTestDb();
  const config = testConfig({ houseAccountShards: 4 });
  const ledger = createLedger(testDb.db, { houseShards: 4 });
  const feed = createFeedBus();
  const deps = { db: testDb.db, ledger, feed };
  const games = [
    createCrashGame({ ...deps, config: { bettingMs: 2_500, crashedMs: 300, tickMs: 50, stopGraceMs: 500 } }),
    createRouletteGame({ ...deps, config: { bettingMs: 2_500, spinningMs: 200, settledMs: 300 } }),
    createRoomsGame({ ...deps, config: { windowMs: 1_500, drawnMs: 300, tickMs: 100, currencies: ['RUB'] } }),
  ];
  const app = await buildApp({ config, db: testDb.db, ledger, realtimeGames: games, realtimeNamespace: `test:${randomUUID()}:`, feed });
  await app.listen({ port: 0, host: '127.0.0.1' });
  t = {
    app,
    testDb,
    ledger,
    config,
    async close() {
      await app.close();
      await ledger.close();
      await testDb.close();
    },
  };
  await insertChain(t, 'crash', crashChain, CRASH_SALT);
  await insertChain(t, 'roulette', rouletteChain, ROULETTE_SALT);
});

afterAll(async () => {
  stopSse();
  await t?.close();
});

/** Reads the public live feed's raw text for as long as the test runs. */
async function listenToFeedStream(): Promise<void> {
  const controller = new AbortController();
  stopSse = () => controller.abort();
  const res = await fetch(`${baseUrlOf(t.app)}${G}/feed/stream`, { signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const first = await reader.read();
  sse.push(decoder.decode(first.value, { stream: true }));
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      sse.push(decoder.decode(value, { stream: true }));
    }
  })();
}

describe('public identity: what other people see of a player', () => {
  it('players registered by phone and by email play every game: no public reply or frame carries their contact data or a link between their rows; hidden players show by nothing', async () => {
    const phone = await register('phone', 'phone');
    const email = await register('email', 'email');
    hidden = await register('hidden', 'email');
    avatarHidden = await register('faceless', 'phone');
    players = [phone, email, hidden, avatarHidden];
    for (const player of players) {
      expect(player.name).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{4}$/);
      for (const secret of player.secrets) expect(player.name.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    const picked = await settings(hidden, { name: 'SecretFox', is_statistics_hidden: true, is_avatar_hidden: true });
    expect(picked.statusCode).toBe(200);
    hidden.name = 'SecretFox';
    expect((await settings(avatarHidden, { is_avatar_hidden: true })).statusCode).toBe(200);

    guest = await openSocket(t.app);
    await joinAll(guest);
    for (const player of players) {
      player.socket = await openSocket(t.app);
      expect(await within(player.socket.command('auth', { token: player.token }), 'auth')).toMatchObject({ type: 'ack' });
      await joinAll(player.socket);
    }
    await listenToFeedStream();
    t.app.realtime.start();
    await seen(guest, 'crash betting', (frame) => frame.game === 'crash' && frame.type === 'round_betting');
    await seen(guest, 'roulette betting', (frame) => frame.game === 'roulette' && frame.type === 'round_betting');
    await Promise.all(players.map(playRoundGames));
    for (const player of players) await playInstantGames(player);

    await seen(guest, 'the crash', (frame) => frame.game === 'crash' && frame.type === 'crash');
    await seen(guest, 'the roulette result', (frame) => frame.game === 'roulette' && frame.type === 'round_result');
    const drawn = await seen(guest, 'the rooms result', (frame) => frame.game === 'rooms' && frame.type === 'round_result');
    expect(drawn).toMatchObject({ refunded: false, winner: { bet_id: expect.any(Number) } });
    // The hidden player's own socket still has their bets as theirs: the public frame and the personal copy.
    const betIdOf = (frame: Frame) => (frame.bet as { id: number }).id;
    const hiddensRouletteBets = hidden.bets.filter((bet) => bet.game === 'roulette').map((bet) => bet.id);
    const isHiddensRouletteBet = (frame: Frame) =>
      frame.type === 'bet' && frame.game === 'roulette' && hiddensRouletteBets.includes(betIdOf(frame));
    const mine = await seen(hidden.socket!, 'a bet of their own', isHiddensRouletteBet);
    const copiesOfMine = () => hidden.socket!.pending().filter((frame) => isHiddensRouletteBet(frame) && betIdOf(frame) === betIdOf(mine));
    await seen(hidden.socket!, 'the personal copy', () => copiesOfMine().length >= 2);
    // Every settled bet has reached the live feed.
    await within(
      (async () => {
        while ((await call(t, null, `${G}/feed?limit=50`)).json<{ data: unknown[] }>().data.length < players.length * BETS_EACH)
          await new Promise((resolve) => setTimeout(resolve, 100));
      })(),
      'the feed',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const replies: [string, string][] = [];
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
      expect(res.statusCode, url).toBe(200);
      replies.push([url, res.body]);
      return res.json<{ data: unknown[] }>();
    };
    for (const kind of ['all', 'high_rollers', 'big_wins']) {
      for (const game of ['all', ...GAMES]) await get(`${G}/feed?kind=${kind}&game=${game}&limit=50`);
    }
    for (const game of ['crash', 'roulette', 'rooms']) await get(`${G}/${game}/history?limit=100`);
    for (const url of [`${G}/crash/chain`, `${G}/roulette/config`, `${G}/rooms/config`, `${G}/config`, `${G}/cases`, `${G}/cases/starter`])
      await get(url);
    const feed = (await get(`${G}/feed?limit=50`)).data as {
      key: string;
      game: string;
      id: number;
      user: { name: string; avatar: string | null } | null;
    }[];
    expect(new Set(feed.map((item) => item.game))).toEqual(new Set(GAMES));
    expect((await get(`${G}/feed?kind=big_wins&game=roulette&limit=50`)).data.length).toBeGreaterThan(0);

    // Every player but the hidden one shows by their public name; the hidden one by nothing, the faceless without an avatar.
    const named = feed.filter((item) => item.user !== null).map((item) => item.user!.name);
    for (const player of [phone, email, avatarHidden]) expect(named).toContain(player.name);
    expect(feed.filter((item) => item.user === null).length).toBe(BETS_EACH);
    expect(feed.filter((item) => item.user?.name === avatarHidden.name).every((item) => item.user!.avatar === null)).toBe(true);
    expect(feed.filter((item) => item.user?.name === phone.name).every((item) => item.user!.avatar === phone.avatar)).toBe(true);

    // The top counts every game's bets by the same public names: the hidden player as an anonymous row.
    const top = (await get('/api/v2/top?period=day')) as unknown as TopReply;
    for (const period of ['week', 'month']) await get(`/api/v2/top?period=${period}`);
    expect(top.top_players.map((row) => row.bets)).toEqual(players.map(() => BETS_EACH));
    expect(top.top_players.filter((row) => row.player === null)).toHaveLength(1);
    const ranked = top.top_players.flatMap((row) => (row.player ? [row.player] : []));
    expect(ranked.map((player) => player.name).sort()).toEqual([phone.name, email.name, avatarHidden.name].sort());
    expect(ranked.find((player) => player.name === avatarHidden.name)?.avatar).toBeNull();

    const publicTexts: [string, string][] = [
      ...replies,
      ['the live feed stream', sse.join('')],
      ...framesOf(guest).map((frame): [string, string] => ['a guest frame', frame]),
    ];
    // The scan reads what shows players: the guest's frames and the live feed name the visible ones.
    expect(framesOf(guest).join('\n')).toContain(phone.name);
    expect(sse.join('')).toContain(email.name);
    const leaks: string[] = [];
    for (const player of players) {
      const forbidden = [...player.secrets, ...(await linksOf(player))];
      if (player === hidden) forbidden.push(hidden.name, hidden.avatar);
      if (player === avatarHidden) forbidden.push(avatarHidden.avatar);
      const ownerKey = new RegExp(`(?<![A-Za-z0-9])u${player.userId}(?![0-9])`);
      // What the other players' sockets received counts as public for this player.
      const seenByOthers = players
        .filter((other) => other !== player)
        .flatMap((other) => framesOf(other.socket!).map((frame): [string, string] => [`${other.label}'s frame`, frame]));
      for (const [where, text] of [...publicTexts, ...seenByOthers]) {
        for (const value of forbidden) if (text.includes(value)) leaks.push(`${where} carries the ${player.label} player's ${value}`);
        if (ownerKey.test(text)) leaks.push(`${where} carries the ${player.label} player's owner key: ${text.slice(0, 200)}`);
      }
    }
    expect(leaks).toEqual([]);
    await checkLedger(t.testDb.db);
  }, 120_000);
});
