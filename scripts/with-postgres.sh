#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on 127.0.0.1 (port PG_PORT, default 5433):
# initdb in a temp folder, start, create database casino_test, run the command with DATABASE_URL
# set, stop and remove the cluster whatever the command's outcome (docs/operations.md).
#   usage: bash scripts/with-postgres.sh npm run test:pg
set -euo pipefail
PG_PORT="${PG_PORT:-5433}"
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
D=$(mktemp -d)
as_pg() { if [ "$(id -u)" -eq 0 ]; then su postgres -c "$1"; else bash -c "$1"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres:postgres "$D"
chmod 700 "$D"
cleanup() { as_pg "$BIN/pg_ctl -D $D -m fast stop" >/dev/null 2>&1 || true; rm -rf "$D"; }
trap cleanup EXIT
as_pg "$BIN/initdb -D $D -A trust -U postgres" >/dev/null
as_pg "$BIN/pg_ctl -D $D -l $D/log -o '-c listen_addresses=127.0.0.1 -p $PG_PORT -k $D -c max_connections=200' -w start" >/dev/null
psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -qc 'create database casino_test' >/dev/null
echo "with-postgres: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"
DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/casino_test" "$@"
