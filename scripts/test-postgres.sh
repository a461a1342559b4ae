#!/usr/bin/env bash
# Runs the api suite (plus the Postgres-only tests) against the machine's Postgres on a throwaway database.
set -euo pipefail

PGHOST="${PGHOST:-127.0.0.1}"
PGPORT="${PGPORT:-5432}"
PGUSER="${PGUSER:-postgres}"
DB="casino_test_$$_$(date +%s)"

drop_db() {
  dropdb -h "$PGHOST" -p "$PGPORT" -U "$PGUSER" --if-exists --force "$DB" >/dev/null 2>&1 || true
}
trap drop_db EXIT

createdb -h "$PGHOST" -p "$PGPORT" -U "$PGUSER" "$DB"
echo "test-postgres: using database $DB on $PGHOST:$PGPORT"
if [ -z "${REDIS_URL:-}" ]; then
  echo "test-postgres: REDIS_URL is not set, so the Redis suites (rate limits, the realtime bus, crash on two nodes, feeds on two nodes) are skipped"
fi

set +e
DATABASE_URL="postgres://${PGUSER}@${PGHOST}:${PGPORT}/${DB}" npx vitest run server "$@"
code=$?
set -e
exit "$code"
