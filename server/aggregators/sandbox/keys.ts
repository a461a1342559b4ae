import { generateKeyPairSync } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { findSandboxKeys, insertSandboxKeyPair, type KeyPairPem, type SandboxKeys } from './repository';

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
  const found = await findSandboxKeys(q);
  if (found) return found;
  for (const name of ['aggregator', 'operator'] as const) await insertSandboxKeyPair(q, name, newKeyPair());
  const made = await findSandboxKeys(q);
  if (!made) throw new Error('the sandbox aggregator keys were not stored');
  return made;
}
