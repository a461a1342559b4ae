import { ensureMigratedTemplate } from '../../server/test/pglite-template';
import { testDatabaseEnv } from '../../server/config';

/** Vitest global set-up: the migrated embedded database every test file starts from (server/test/pglite-template.ts). */
export default async function setup(): Promise<void> {
  if (!testDatabaseEnv().url) await ensureMigratedTemplate();
}
