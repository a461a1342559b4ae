import type PgBoss from 'pg-boss';
import type { Queryable } from '../db/db';

/**
 * pg-boss runs its SQL through the app's own database (PGlite or the Postgres pool) instead of opening a pool of
 * its own. Statements with values go through query(); its schema scripts (several statements, no values) through
 * exec(), which PGlite and pg both run as one simple query; a lone statement without values still returns its rows.
 */
export function toBossDb(db: Queryable): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values !== undefined) return { rows: await db.query(text, values) };
      if (isScript(text)) {
        await db.exec(text);
        return { rows: [] };
      }
      return { rows: await db.query(text) };
    },
  };
}

function isScript(text: string): boolean {
  return text.trim().replace(/;$/, '').includes(';');
}

/** The schema unqualified names resolve to (the search path's first): pg-boss's schema is named after it. */
export async function findCurrentSchema(q: Queryable): Promise<string | null> {
  const [row] = await q.query<{ schema: string | null }>('SELECT current_schema() AS schema');
  return row?.schema ?? null;
}
