import { generateKeyPairSync } from 'node:crypto';
import type { Queryable } from '../../db/db';

export type KeyPairPem = { privatePem: string; publicPem: string };
export type SandboxKeys = { aggregator: KeyPairPem; operator: KeyPairPem };

function newKeyPair(): KeyPairPem {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/**
 * The sandbox aggregator's key pair (it signs its wallet calls) and the operator's (we sign launches with it), made on
 * first start and kept in the database, so every node and every restart uses the same ones.
 */
export async function ensureSandboxKeys(q: Queryable): Promise<SandboxKeys> {
  const read = async () => {
    const rows = await q.query<{ name: 'aggregator' | 'operator'; private_pem: string; public_pem: string }>(
      'SELECT name, private_pem, public_pem FROM sandbox_aggregator_keys',
    );
    const byName = new Map(rows.map((row) => [row.name, { privatePem: row.private_pem, publicPem: row.public_pem }]));
    const aggregator = byName.get('aggregator');
    const operator = byName.get('operator');
    return aggregator && operator ? { aggregator, operator } : null;
  };
  const found = await read();
  if (found) return found;
  for (const name of ['aggregator', 'operator']) {
    const pair = newKeyPair();
    await q.query('INSERT INTO sandbox_aggregator_keys (name, private_pem, public_pem) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [
      name,
      pair.privatePem,
      pair.publicPem,
    ]);
  }
  const made = await read();
  if (!made) throw new Error('the sandbox aggregator keys were not stored');
  return made;
}
