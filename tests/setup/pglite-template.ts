import { ensureMigratedTemplate } from '../../server/test/pglite-template';

/** Vitest global set-up: the migrated embedded database every test file starts from (server/test/pglite-template.ts). */
export default async function setup(): Promise<void> {
  if (!process.env.DATABASE_URL) await ensureMigratedTemplate();
}
