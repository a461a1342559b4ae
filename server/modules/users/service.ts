import type { Currency } from '@/lib/currencies';
import { NICKNAME_CHANGE_INTERVAL_DAYS, normalizeNickname, type NicknameRefusal } from '@/lib/nickname';
import type { Db, Queryable } from '../../db/db';
import { NotFoundError, ValidationError } from '../../http/errors';
import type { Ledger } from '../../ledger/ledger';
import { NICKNAME_REFUSAL_TEXT, nicknameRefusal } from './public-name';
import { findUserById, insertUser, updatePublicName, type NewUser, type User } from './repository';

// The users module's surface for other modules: they call these, never the repository.
export {
  attachAttribution,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  markContactVerified,
  updateOperatorFlags,
  updatePasswordHash,
  updatePremiumStatus,
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

/** A refusal of a nickname as the spec's 422 on `name`, its code first (lib/nickname.ts lists them). */
export function nicknameError(refusal: NicknameRefusal): ValidationError {
  return new ValidationError({ name: [`${refusal}: ${NICKNAME_REFUSAL_TEXT[refusal]}`] });
}

/** A nickname as typed, normalised and checked before anything is written; its refusal as a 422 otherwise. */
export function checkNickname(typed: string): string {
  const nickname = normalizeNickname(typed);
  const refusal = nicknameRefusal(nickname);
  if (refusal) throw nicknameError(refusal);
  return nickname;
}

/**
 * Makes a checked nickname the player's public name; the same name again changes nothing. 422 `name_taken` when
 * another player has it (case and look-alike letters aside), `name_change_too_soon` within 30 days of the last pick.
 * Inside a transaction, a refusal leaves it to be rolled back: the caller lets the error through.
 */
export async function setNickname(q: Queryable, userId: number, nickname: string): Promise<void> {
  const user = await findUserById(q, userId);
  if (!user) throw new NotFoundError('User not found.');
  if (user.name === nickname) return;
  const change = await updatePublicName(q, userId, nickname, NICKNAME_CHANGE_INTERVAL_DAYS);
  if (change === 'taken') throw nicknameError('name_taken');
  if (change === 'too_soon') throw nicknameError('name_change_too_soon');
}
