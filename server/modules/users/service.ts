import type { Currency } from '@/lib/currencies';
import type { Db, Queryable } from '../../db/db';
import type { Ledger } from '../../ledger/ledger';
import { insertUser, type NewUser, type User } from './repository';

// The users module's surface for other modules: they call these, never the repository.
export {
  attachAttribution,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  markContactVerified,
  updateOperatorFlags,
  updatePasswordHash,
  updateSettings,
  type Attribution,
  type OperatorPatch,
  type SettingsPatch,
  type User,
} from './repository';

export type NewUserInput = Omit<NewUser, 'email' | 'currency'> & { email?: string | null; currency: Currency };

/** Creates a user with their real and bonus ledger accounts inside the caller's transaction. */
export async function createUserIn(tx: Queryable, ledger: Ledger, input: NewUserInput): Promise<User> {
  const user = await insertUser(tx, { ...input, email: input.email?.toLowerCase() ?? null });
  await ledger.openPlayerAccounts(tx, user.id, user.currency);
  return user;
}

/** Creates a user with their real and bonus ledger accounts in one transaction. */
export function createUser(db: Db, ledger: Ledger, input: NewUserInput): Promise<User> {
  return db.transaction((tx) => createUserIn(tx, ledger, input));
}
