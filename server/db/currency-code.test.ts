import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES } from '@/lib/currencies';
import { createTestDb, type TestDb } from '../test/test-db';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

/** The codes in the CHECK of the domain currency_code (migration 022), in their order. */
async function domainCodes(): Promise<string[]> {
  const rows = await testDb.db.query<{ def: string }>(
    `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_type t ON t.oid = c.contypid
     WHERE t.typname = 'currency_code' AND t.typnamespace = current_schema()::regnamespace`,
  );
  expect(rows).toHaveLength(1);
  return [...rows[0].def.matchAll(/'([A-Z]{3})'/g)].map(([, code]) => code);
}

describe('the currency list in SQL', () => {
  it('is the domain currency_code, holding exactly lib/currencies.ts CURRENCIES', async () => {
    expect(await domainCodes()).toEqual([...CURRENCIES]);
  });

  it('is the only place: no column repeats the list in a CHECK of its own', async () => {
    const repeated = await testDb.db.query<{ name: string }>(
      `SELECT conrelid::regclass::text || '.' || conname AS name FROM pg_constraint
       WHERE contype = 'c' AND conrelid <> 0 AND connamespace = current_schema()::regnamespace AND pg_get_constraintdef(oid) LIKE '%''RUB''%'`,
    );
    expect(repeated).toEqual([]);
  });

  it('types every currency column that was checked, and refuses a code outside it', async () => {
    const columns = await testDb.db.query<{ name: string }>(
      `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
       WHERE table_schema = current_schema() AND domain_name = 'currency_code' ORDER BY 1`,
    );
    expect(columns.map(({ name }) => name)).toEqual([
      'attribution_deposits.currency',
      'attribution_postbacks.currency',
      'bonus_activations.currency',
      'casino_sessions.currency',
      'casino_transactions.currency',
      'crash_bets.currency',
      'exchange_rates.base',
      'exchange_rates.quote',
      'game_bets.currency',
      'game_demo_sessions.currency',
      'ledger_accounts.currency',
      'payment_invoices.currency',
      'payment_invoices.exchange_currency',
      'payouts.currency',
      'room_bets.currency',
      'room_rounds.currency',
      'roulette_bets.currency',
      'tournament_prizes.currency',
      'tournaments.prize_currency',
      'users.currency',
      'vip_level_rewards.currency',
      'vip_rakeback_claims.currency',
    ]);
    await expect(testDb.db.query(`INSERT INTO exchange_rates (base, quote, rate) VALUES ('USD', 'XXX', '1')`)).rejects.toThrow(
      /currency_code/,
    );
    await testDb.db.query(`INSERT INTO exchange_rates (base, quote, rate) VALUES ('USD', 'KGS', '89.5')`);
    expect(await testDb.db.query(`SELECT base, quote FROM exchange_rates WHERE quote = 'KGS'`)).toEqual([{ base: 'USD', quote: 'KGS' }]);
  });
});
