#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server from Debian's packages for the integration tests and prints
# its URL: `export TEST_DATABASE_URL=$(bash scripts/test-postgres.sh)`. Stop it with `stop`.
set -euo pipefail
PGPORT=${TOLK_TEST_PG_PORT:-54329}
PGDIR=${TOLK_TEST_PG_DIR:-/tmp/tolk-test-pg}

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "test-postgres: installing postgresql" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends postgresql >/dev/null
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
as_pg() { if [ "$(id -u)" = "0" ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }

if [ "${1:-}" = "stop" ]; then
  as_pg "$BIN/pg_ctl -D $PGDIR stop -m fast" >&2 || true
  exit 0
fi
if [ ! -f "$PGDIR/PG_VERSION" ]; then
  mkdir -p "$PGDIR"
  [ "$(id -u)" = "0" ] && chown postgres "$PGDIR"
  as_pg "$BIN/initdb -D $PGDIR -U postgres --auth=trust -E UTF8" >/dev/null
fi
if ! as_pg "$BIN/pg_ctl -D $PGDIR status" >/dev/null 2>&1; then
  as_pg "$BIN/pg_ctl -D $PGDIR -l $PGDIR/log -w -o '-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1' start" >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
