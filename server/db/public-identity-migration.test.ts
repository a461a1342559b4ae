import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { createPgliteDb } from './pglite-db';

const DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION = '020_public_identity.sql';

let db: Db;

beforeAll(async () => {
  db = await createPgliteDb(null);
  for (const name of readdirSync(DIR)
    .filter((file) => file.endsWith('.sql') && file < MIGRATION)
    .sort()) {
    await db.exec(readFileSync(DIR + name, 'utf8'));
  }
});
afterAll(async () => {
  await db?.close();
});

describe('migration 020: every existing player gets a pseudonym', () => {
  it('replaces names taken from phones, emails and social profiles with unique pseudonyms, keyed for uniqueness', async () => {
    const earlier = [
      ['+77011234567', null, '+77011234567'],
      ['jane.doe', 'jane.doe@example.com', null],
      ['Jane Doe', 'jane@example.org', null],
      ['Demo Player', 'demo@casino.local', null],
    ];
    for (const [name, email, phone] of earlier) {
      await db.query('INSERT INTO users (name, email, phone, currency) VALUES ($1, $2, $3, $4)', [name, email, phone, 'RUB']);
    }
    await db.exec(readFileSync(DIR + MIGRATION, 'utf8'));
    const rows = await db.query<{ name: string; name_key: string; name_changed_at: unknown }>(
      'SELECT name, name_key, name_changed_at FROM users ORDER BY id',
    );
    expect(rows).toHaveLength(earlier.length);
    for (const row of rows) {
      expect(row.name).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+[1-9]\d{3}$/);
      expect(row.name_key).toBe(row.name.toLowerCase());
      expect(row.name_changed_at).toBeNull();
    }
    expect(new Set(rows.map((row) => row.name_key)).size).toBe(rows.length);
    await expect(db.query('UPDATE users SET name_key = $1 WHERE name_key <> $1', [rows[0].name_key])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(db.query("INSERT INTO users (name, currency) VALUES ('NoKey', 'RUB')")).rejects.toMatchObject({ code: '23502' });
  });
});
