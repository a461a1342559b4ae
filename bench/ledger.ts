/**
 * Ledger speed against the local Postgres (not a test; prints figures).
 *   (a) naive baseline: per bet one transaction: debit the player row, credit ONE house row (the hot row),
 *       insert the cause row.
 *   (b) the ledger's posting path as the api calls it: each client awaits its own ledger.postWithCause (cause
 *       row and posting atomic, house account sharded); the ledger's group commit queues concurrent callers and
 *       sends their postings together (SQL function ledger_post_batch): one round trip, one transaction per batch.
 *   (b1) for information: the same with batching off (one posting per round trip and transaction).
 *   (b2) for information: the same in a ledger transaction: BEGIN, timeouts and locks, cause row, posting, COMMIT.
 *   (c) for information: the ledger with 8 bets per transaction built by hand (one multi-row cause insert, one
 *       posting).
 * Refusals: a share of the bets (--refuse, default 0.05) come from players with no money, in every path; a refused
 * bet counts as a bet done (the caller got its answer). The ratios to (a) are printed for the same run.
 * Round trips per bet are counted, not assumed: every statement sent, BEGIN and COMMIT included.
 * Usage: npm run bench:ledger [-- --ops 4000 --clients 16,64 --in-flight 2 --refuse 0.05]
 * Creates and drops its own database on postgres://postgres@127.0.0.1:5432 (override with BENCH_PG_URL).
 */
import pg from 'pg';
import type { Db } from '../server/db/db';
import { createPostgresDb } from '../server/db/postgres-db';
import { checkLedger } from '../server/ledger/check-ledger';
import { createLedger, type Ledger } from '../server/ledger/ledger';
import type { TransferInput } from '../server/ledger/types';
import { countingDb, countRefusal, NaiveRefusal, run, summarise, type RunResult, type Sample } from './ledger-measure';
import { BROKE_PLAYERS, PLAYERS, setUp, type Players } from './ledger-setup';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HOUSE_SHARDS = 32;
const WARMUP_OPS = 200;
const GROUP_SIZE = 8;
const ROUNDS = 4;

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}
const OPS = Math.min(100_000, Math.max(100, Number(argument('ops', '4000'))));
const CLIENTS = argument('clients', '16,64')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 1 && n <= 90);
const IN_FLIGHT = process.argv.includes('--in-flight') ? Math.max(1, Number(argument('in-flight', '2'))) : undefined;
const REFUSE = Math.min(0.5, Math.max(0, Number(argument('refuse', '0.05'))));

const databaseName = `casino_bench_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname)) throw new Error('The bench runs on loopback Postgres only');
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let betSeq = 0;
/** A funded player, or with probability REFUSE one with no money (the index of the naive table's row comes along). */
function randomPlayer({ players, broke }: Players): { account: number; row: number } {
  if (Math.random() < REFUSE) {
    const i = Math.floor(Math.random() * broke.length);
    return { account: broke[i], row: players.length + i + 1 };
  }
  const i = Math.floor(Math.random() * players.length);
  return { account: players[i], row: i + 1 };
}
const randomAmount = () => 100 + Math.floor(Math.random() * 10_000);

function naiveBet(db: Db, players: Players) {
  return async () => {
    const playerIndex = randomPlayer(players).row;
    const amountMinor = randomAmount();
    await db
      .transaction(async (tx) => {
        const debited = await tx.query(
          'UPDATE bench_naive_players SET balance_minor = balance_minor - $2 WHERE id = $1 AND balance_minor >= $2 RETURNING balance_minor',
          [playerIndex, amountMinor],
        );
        if (debited.length !== 1) throw new NaiveRefusal('naive debit refused');
        await tx.query('UPDATE bench_naive_house SET balance_minor = balance_minor + $1 WHERE id = 1', [amountMinor]);
        await tx.query('INSERT INTO bench_bets (player, amount_minor) VALUES ($1, $2)', [playerIndex, amountMinor]);
      })
      .catch(countRefusal);
  };
}

const bankrollRef = { purpose: 'game_bankroll', scope: 'bench', currency: 'RUB' } as const;

/** A player's bet as the ledger posts it: the player pays the game's bankroll. */
const betTransfer = (key: string, player: number, bankroll: number, amountMinor: number) => ({
  idempotencyKey: `bench-${key}-${player}`,
  fromAccountId: player,
  toAccountId: bankroll,
  amountMinor,
  currency: 'RUB' as const,
  kind: 'bet' as const,
});

/** One bet in one statement: the cause row and the posting together. */
function ledgerBet(ledger: Ledger, players: Players) {
  return async () => {
    const bet = (betSeq += 1);
    const player = randomPlayer(players).account;
    const amountMinor = randomAmount();
    const bankroll = await ledger.houseAccountId(bankrollRef);
    await ledger
      .postWithCause(
        {
          text: "INSERT INTO bench_bets (player, amount_minor) VALUES ($1, $2) RETURNING 'bet:' || id AS cause_ref",
          params: [player, amountMinor],
        },
        [betTransfer(String(bet), player, bankroll, amountMinor)],
      )
      .catch(countRefusal);
  };
}

/** One bet in an explicit transaction: BEGIN, cause row, posting, COMMIT. */
function ledgerBetInTransaction(ledger: Ledger, players: Players) {
  return async () => {
    const bet = (betSeq += 1);
    const player = randomPlayer(players).account;
    const amountMinor = randomAmount();
    const bankroll = await ledger.houseAccountId(bankrollRef);
    await ledger
      .transaction([player, bankroll], async (tx) => {
        const rows = await tx.query<{ id: string }>('INSERT INTO bench_bets (player, amount_minor) VALUES ($1, $2) RETURNING id', [
          player,
          amountMinor,
        ]);
        await tx.post([{ ...betTransfer(String(bet), player, bankroll, amountMinor), causeRef: `bet:${rows[0].id}` }]);
      })
      .catch(countRefusal);
  };
}

/** Several bets in one transaction: one multi-row cause insert and one posting (what group commit would do). */
function ledgerGroupedBets(ledger: Ledger, { players }: Players, betsPerTransaction: number) {
  return async () => {
    const group = (betSeq += 1);
    const bankroll = await ledger.houseAccountId(bankrollRef);
    const chosen = new Set<number>();
    // Funded players only: one refusal would refuse the whole group.
    while (chosen.size < betsPerTransaction) chosen.add(players[Math.floor(Math.random() * players.length)]);
    const bets = [...chosen].map((player) => ({ player, amountMinor: randomAmount() }));
    await ledger.transaction([...chosen, bankroll], async (tx) => {
      const rows = await tx.query<{ id: string; player: string }>(
        `INSERT INTO bench_bets (player, amount_minor)
         SELECT * FROM unnest($1::bigint[], $2::bigint[]) RETURNING id, player`,
        [bets.map((b) => b.player), bets.map((b) => b.amountMinor)],
      );
      const betIds = new Map(rows.map((row) => [Number(row.player), row.id]));
      await tx.post(
        bets.map(({ player, amountMinor }): TransferInput => ({
          ...betTransfer(String(group), player, bankroll, amountMinor),
          causeRef: `bet:${betIds.get(player)}`,
        })),
      );
    });
  };
}

const format = (n: number, digits = 1) => n.toFixed(digits).padStart(9);

async function main(): Promise<void> {
  await admin(`CREATE DATABASE ${databaseName}`);
  const stop = () => {
    void admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).finally(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  try {
    const setupDb = createPostgresDb({ url: databaseUrl, poolMax: 4 });
    const setupLedger = createLedger(setupDb, { houseShards: HOUSE_SHARDS });
    const players = await setUp(setupDb, setupLedger);
    await setupLedger.close();
    await setupDb.close();

    console.log(
      `ledger bench: ${OPS} bets per run, ${PLAYERS} players (+${BROKE_PLAYERS} with no money), ${HOUSE_SHARDS} house shards, ` +
        `${(REFUSE * 100).toFixed(0)}% of bets from players with no money, Postgres ${databaseName}`,
    );
    console.log('clients | path                             |   bets/s |  p50 ms |  p99 ms | round trips/bet | refused');
    const ratios: string[] = [];
    for (const clients of CLIENTS) {
      const db = countingDb(createPostgresDb({ url: databaseUrl, poolMax: clients }));
      const ledger = createLedger(db, { houseShards: HOUSE_SHARDS, batch: IN_FLIGHT ? { maxInFlight: IN_FLIGHT } : undefined });
      const unbatched = createLedger(db, { houseShards: HOUSE_SHARDS, batch: { maxPostings: 1 } });
      const paths = {
        a: naiveBet(db, players),
        b: ledgerBet(ledger, players),
        b1: ledgerBet(unbatched, players),
        b2: ledgerBetInTransaction(ledger, players),
        c: ledgerGroupedBets(ledger, players, GROUP_SIZE),
      };
      for (const operation of Object.values(paths)) await run(db, clients, WARMUP_OPS, operation);
      // Alternating rounds, so a burst of load from elsewhere on the machine hits every path alike.
      const samples = { a: [] as Sample[], b: [] as Sample[], b1: [] as Sample[], b2: [] as Sample[], c: [] as Sample[] };
      for (let round = 0; round < ROUNDS; round += 1) {
        samples.a.push(await run(db, clients, Math.ceil(OPS / ROUNDS), paths.a));
        samples.b.push(await run(db, clients, Math.ceil(OPS / ROUNDS), paths.b));
        samples.b1.push(await run(db, clients, Math.ceil(OPS / ROUNDS), paths.b1));
        samples.b2.push(await run(db, clients, Math.ceil(OPS / ROUNDS), paths.b2));
        samples.c.push(await run(db, clients, Math.ceil(OPS / ROUNDS / GROUP_SIZE), paths.c));
      }
      const a = summarise(samples.a);
      const b = summarise(samples.b);
      const b1 = summarise(samples.b1);
      const b2 = summarise(samples.b2);
      const c = summarise(samples.c, GROUP_SIZE);
      const rows: [string, RunResult][] = [
        ['(a) naive, one hot house row', a],
        ['(b) ledger, group commit', b],
        ['(b1) ledger, batching off', b1],
        ['(b2) ledger, BEGIN..COMMIT', b2],
        [`(c) ledger, ${GROUP_SIZE} bets per tx, by hand`, c],
      ];
      for (const [label, r] of rows) {
        console.log(
          `${String(clients).padStart(7)} | ${label.padEnd(32)} |${format(r.betsPerS, 0)} |${format(r.p50Ms, 2).slice(1)} |${format(r.p99Ms, 2).slice(1)} |${format(r.roundTripsPerBet, 2)}       |${format(r.refusedShare * 100, 1)}%`,
        );
      }
      const ratio = (x: RunResult) => (x.betsPerS / a.betsPerS).toFixed(2);
      ratios.push(`clients ${clients}: (b)/(a) = ${ratio(b)}, (b1)/(a) = ${ratio(b1)}, (b2)/(a) = ${ratio(b2)}, (c)/(a) = ${ratio(c)}`);
      await ledger.close();
      await unbatched.close();
      await db.close();
    }
    for (const line of ratios) console.log(line);

    const checkDb = createPostgresDb({ url: databaseUrl, poolMax: 1 });
    await checkLedger(checkDb);
    console.log('checkLedger: clean');
    await checkDb.close();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
