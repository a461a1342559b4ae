import type { Db } from '../../db/db';
import type { Ledger } from '../../ledger/ledger';
import { createPermanentSession, endPermanentSessions } from '../sessions/service';
import { createUser, findUserByEmail } from '../users/service';

export const DEMO_EMAIL = 'demo@casino.local';
const DEMO_DEPOSIT_MINOR = 1_000_000; // 10,000.00 RUB
const DEMO_BONUS_MINOR = 50_000; // 500.00 RUB

/**
 * Creates the demo player (RUB, with a real and a bonus balance) once; later starts only make sure the
 * configured demo token still opens a session (a permanent one, re-opened even after a logout or a refresh). Idempotency keys make a half-finished earlier run safe.
 */
export async function seedDemo(db: Db, ledger: Ledger, demoToken: string): Promise<{ userId: number; created: boolean }> {
  const existing = await findUserByEmail(db, DEMO_EMAIL);
  const user = existing ?? (await createUser(db, ledger, { email: DEMO_EMAIL, currency: 'RUB', registerMethod: 'email' }));
  const accounts = await ledger.playerAccountIds(user.id, user.currency);
  const clearing = await ledger.houseAccountId({ purpose: 'payment_clearing', currency: user.currency }, 'demo');
  const bonusExpense = await ledger.houseAccountId({ purpose: 'bonus_expense', currency: user.currency }, 'demo');
  await ledger.post([
    {
      idempotencyKey: `demo-seed:${user.id}:deposit`,
      fromAccountId: clearing,
      toAccountId: accounts.real,
      amountMinor: DEMO_DEPOSIT_MINOR,
      currency: user.currency,
      kind: 'deposit',
      causeRef: 'seed:demo',
    },
    {
      idempotencyKey: `demo-seed:${user.id}:bonus`,
      fromAccountId: bonusExpense,
      toAccountId: accounts.bonus,
      amountMinor: DEMO_BONUS_MINOR,
      currency: user.currency,
      kind: 'bonus_grant',
      causeRef: 'seed:demo',
    },
  ]);
  await createPermanentSession(db, user.id, demoToken);
  return { userId: user.id, created: existing === null };
}

/** With the demo switched off, a demo token seeded by an earlier start stops opening the demo account. */
export async function retireDemo(db: Db): Promise<number> {
  const demo = await findUserByEmail(db, DEMO_EMAIL);
  return demo ? endPermanentSessions(db, demo.id) : 0;
}
