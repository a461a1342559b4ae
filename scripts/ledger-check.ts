/**
 * Reconciliation an operator can schedule (cron, a Kubernetes CronJob): checks every ledger invariant over the whole
 * history (server/ledger/check-ledger.ts) on the database the api uses (DATABASE_URL, else the PGlite under DATA_DIR;
 * PGlite is one process's at a time, so stop the api first there). Read-only.
 * Exit codes: 0 clean, 1 an invariant is broken (each violation printed), 2 the check could not run.
 * Usage: npm run ledger:check
 */
import { ConfigError, loadConfig } from '../server/config';
import { connectDb } from '../server/db/connect';
import type { Db } from '../server/db/db';
import { checkLedger } from '../server/ledger/check-ledger';
import { LedgerInvariantError } from '../server/ledger/errors';

async function main(): Promise<number> {
  let db: Db | null = null;
  try {
    db = await connectDb(loadConfig());
    await checkLedger(db);
    const [counts] = await db.query<{ accounts: string; transfers: string }>(
      'SELECT (SELECT count(*) FROM ledger_accounts)::text AS accounts, (SELECT count(*) FROM ledger_transfers)::text AS transfers',
    );
    console.log(`ledger:check clean: ${counts.accounts} accounts, ${counts.transfers} transfers, every invariant holds`);
    return 0;
  } catch (error) {
    if (error instanceof LedgerInvariantError) {
      console.error(`ledger:check FAILED: ${error.violations.length} violation(s)`);
      for (const violation of error.violations) console.error(`  ${violation}`);
      return 1;
    }
    console.error(`ledger:check could not run: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`);
    return 2;
  } finally {
    await db?.close();
  }
}

// main() answers every failure with an exit code of its own.
void main().then((code) => process.exit(code));
