import { ensureMigratedTemplate, createMigratedPglite } from './test/pglite-template';
await ensureMigratedTemplate();
const t0 = performance.now();
const db = await createMigratedPglite();
console.log(Math.round(performance.now() - t0), await db.query("select count(*) from information_schema.tables where table_schema='public'"));
