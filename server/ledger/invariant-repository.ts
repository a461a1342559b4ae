import type { Queryable } from '../db/db';

const CHECKS: { name: string; sql: string }[] = [
  {
    name: 'transfer entries do not sum to zero or are not exactly two',
    sql: `SELECT t.id::text AS subject FROM ledger_transfers t
          LEFT JOIN ledger_entries e ON e.transfer_id = t.id
          GROUP BY t.id
          HAVING count(e.id) <> 2 OR coalesce(sum(e.amount_minor), 0) <> 0
            OR count(*) FILTER (WHERE e.account_id = t.from_account_id AND e.amount_minor = -t.amount_minor) <> 1
            OR count(*) FILTER (WHERE e.account_id = t.to_account_id AND e.amount_minor = t.amount_minor) <> 1
          LIMIT 20`,
  },
  {
    name: 'sum of all entries is not zero',
    sql: `SELECT sum(amount_minor)::text AS subject FROM ledger_entries HAVING sum(amount_minor) <> 0`,
  },
  {
    name: 'transfer currency differs from an account currency',
    sql: `SELECT t.id::text AS subject FROM ledger_transfers t
          JOIN ledger_accounts f ON f.id = t.from_account_id
          JOIN ledger_accounts d ON d.id = t.to_account_id
          WHERE f.currency <> t.currency OR d.currency <> t.currency
          LIMIT 20`,
  },
  {
    name: 'account balance differs from the sum of its entries',
    sql: `SELECT a.id::text AS subject FROM ledger_accounts a
          LEFT JOIN (SELECT account_id, sum(amount_minor) AS total FROM ledger_entries GROUP BY account_id) e
            ON e.account_id = a.id
          WHERE a.balance_minor <> coalesce(e.total, 0)
          LIMIT 20`,
  },
  {
    name: 'entry balance-after differs from the running sum',
    sql: `SELECT id::text AS subject FROM (
            SELECT id, balance_after_minor,
                   sum(amount_minor) OVER (PARTITION BY account_id ORDER BY id) AS running
            FROM ledger_entries
          ) x WHERE balance_after_minor <> running
          LIMIT 20`,
  },
  {
    name: 'player balance is negative',
    sql: `SELECT id::text AS subject FROM ledger_accounts WHERE kind <> 'house' AND balance_minor < 0 LIMIT 20`,
  },
  {
    name: 'player entry left a negative balance',
    sql: `SELECT e.id::text AS subject FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.kind <> 'house' AND e.balance_after_minor < 0 LIMIT 20`,
  },
];

/**
 * Every broken ledger invariant over the whole history, one line per offending row (at most 20 per invariant).
 * The running-sum check relies on entries of one account being inserted in id order, which the account row lock
 * guarantees.
 */
export async function findInvariantViolations(q: Queryable): Promise<string[]> {
  const violations: string[] = [];
  for (const check of CHECKS) {
    const rows = await q.query<{ subject: string }>(check.sql);
    for (const row of rows) violations.push(`${check.name}: ${row.subject}`);
  }
  return violations;
}
