import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/test-db';
import { toSafeInteger } from './db';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

describe('database adapter', () => {
  it('rolls a transaction back whole when it throws', async () => {
    await testDb.db.exec('CREATE TABLE adapter_probe (n int PRIMARY KEY)');
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.query('INSERT INTO adapter_probe VALUES (1)');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await testDb.db.query('SELECT n FROM adapter_probe')).toEqual([]);
  });

  it('runs concurrent transactions without interleaving them wrongly', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        testDb.db.transaction(async (tx) => {
          await tx.query('INSERT INTO adapter_probe VALUES ($1)', [100 + i]);
          await tx.query('SELECT count(*) FROM adapter_probe');
        }),
      ),
    );
    const rows = await testDb.db.query<{ count: unknown }>('SELECT count(*) AS count FROM adapter_probe WHERE n >= 100');
    expect(toSafeInteger(rows[0].count)).toBe(20);
  });

  it('close waits for a transaction in flight, which commits whole', async () => {
    const events: string[] = [];
    const inFlight = testDb.db.transaction(async (tx) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await tx.query('INSERT INTO adapter_probe VALUES (999)');
      events.push('committed');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const closing = testDb.db.close().then(() => events.push('closed'));
    await Promise.all([inFlight, closing]);
    expect(events).toEqual(['committed', 'closed']);
    await expect(testDb.db.query('SELECT 1')).rejects.toThrow(/closed/);
  });
});

describe('toSafeInteger', () => {
  it('parses what pg and PGlite return for bigint', () => {
    expect(toSafeInteger('9007199254740991')).toBe(9007199254740991);
    expect(toSafeInteger(12n)).toBe(12);
    expect(toSafeInteger(-3)).toBe(-3);
    expect(() => toSafeInteger('9007199254740993')).toThrow();
    expect(() => toSafeInteger('1.5')).toThrow();
    expect(() => toSafeInteger(null)).toThrow();
  });
});
