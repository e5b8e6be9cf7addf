#!/usr/bin/env bash
# Starts the local PostgreSQL cluster for the PostgreSQL test pass and makes sure the test role
# exists (it creates one database per test). Prints the URL to use as TEST_POSTGRES_URL.
set -euo pipefail
# Only the URL may reach stdout: the caller captures it (pg_ctlcluster prints notices such as
# "Removed stale pid file" there, which once ended up inside the URL). The server it starts must not
# inherit the capture descriptor (3>&- below), or the caller's $(...) would wait for it forever.
exec 3>&1 1>&2
# No TLS on loopback: the packaged cluster turns TLS on, and the client's default ("prefer") then
# encrypted every query between two processes of this machine, at a cost the benches measured.
url="postgres://casino:casino@127.0.0.1:5432/casino?sslmode=disable"
version=$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1)
[ -n "$version" ] || { echo "PostgreSQL is not installed: run scripts/bootstrap.sh --test" >&2; exit 1; }
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main"' | grep -q .; then
  pg_createcluster "$version" main >/dev/null
fi
pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" {print $4}' | grep -q online \
  || pg_ctlcluster "$version" main start 3>&-
psql_admin() { su postgres -c "psql -qtAX -c \"$1\""; }
for _ in $(seq 1 30); do psql_admin "select 1" >/dev/null 2>&1 && break; sleep 0.5; done
[ "$(psql_admin "select 1 from pg_roles where rolname = 'casino'")" = 1 ] \
  || psql_admin "create role casino login createdb password 'casino'" >/dev/null
# The benches ask for a checkpoint before each measured run (a role of PostgreSQL 15 and later;
# granting it again only says so).
[ "$(psql_admin "select 1 from pg_roles where rolname = 'pg_checkpoint'")" != 1 ] \
  || psql_admin "grant pg_checkpoint to casino" >/dev/null 2>&1 || echo "pg_checkpoint not granted" >&2
[ "$(psql_admin "select 1 from pg_database where datname = 'casino'")" = 1 ] \
  || psql_admin "create database casino owner casino" >/dev/null
echo "$url" >&3
