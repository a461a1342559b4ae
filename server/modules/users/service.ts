import type { Currency } from '@/lib/currencies';
import type { Db } from '../../db/db';
import type { Ledger } from '../../ledger/ledger';
import { insertUser, type NewUser, type User } from './repository';

/** Creates a user with their real and bonus ledger accounts in one transaction. */
export function createUser(
  db: Db,
  ledger: Ledger,
  input: Omit<NewUser, 'email' | 'currency'> & { email?: string | null; currency: Currency },
): Promise<User> {
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, { ...input, email: input.email?.toLowerCase() ?? null });
    await ledger.openPlayerAccounts(tx, user.id, user.currency);
    return user;
  });
}
