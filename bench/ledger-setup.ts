import type { Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import type { Ledger } from '../server/ledger/ledger';

export const PLAYERS = 1_000;
/** Players with no money: every bet of theirs is refused. */
export const BROKE_PLAYERS = 50;

/** The ledger accounts of the funded players and of the broke ones. */
export type Players = { players: number[]; broke: number[] };

/** Migrates the bench database, opens the players' accounts (ledger and naive tables) and funds all but the broke. */
export async function setUp(db: Db, ledger: Ledger): Promise<Players> {
  await migrate(db);
  await db.exec(`
    CREATE TABLE bench_bets (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, player bigint NOT NULL,
      amount_minor bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
    CREATE TABLE bench_naive_players (id bigint PRIMARY KEY, balance_minor bigint NOT NULL CHECK (balance_minor >= 0));
    CREATE TABLE bench_naive_house (id int PRIMARY KEY, balance_minor bigint NOT NULL);
    INSERT INTO bench_naive_house VALUES (1, 0);
    INSERT INTO users (name, name_key, currency) SELECT 'bench ' || g, 'bench ' || g, 'RUB' FROM generate_series(1, ${PLAYERS + BROKE_PLAYERS}) g;
    INSERT INTO ledger_accounts (kind, user_id, currency)
      SELECT k, u.id, 'RUB' FROM users u CROSS JOIN (VALUES ('player_real'), ('player_bonus')) AS v(k);
    INSERT INTO bench_naive_players SELECT g, CASE WHEN g <= ${PLAYERS} THEN 1000000000000 ELSE 0 END
      FROM generate_series(1, ${PLAYERS + BROKE_PLAYERS}) g;
  `);
  const rows = await db.query<{ id: string }>("SELECT id FROM ledger_accounts WHERE kind = 'player_real' ORDER BY id");
  const all = rows.map((row) => Number(row.id));
  const players = all.slice(0, PLAYERS);
  const clearing = await ledger.houseAccountId({ purpose: 'payment_clearing', currency: 'RUB' }, 'bench');
  for (let i = 0; i < players.length; i += 250) {
    await ledger.post(
      players.slice(i, i + 250).map((id) => ({
        idempotencyKey: `bench-fund-${id}`,
        fromAccountId: clearing,
        toAccountId: id,
        amountMinor: 1_000_000_000_000,
        currency: 'RUB',
        kind: 'deposit',
        causeRef: `bench:fund:${id}`,
      })),
    );
  }
  await db.exec('VACUUM ANALYZE');
  return { players, broke: all.slice(PLAYERS) };
}
