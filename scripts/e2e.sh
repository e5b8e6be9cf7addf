#!/usr/bin/env bash
# Runs the Playwright tests against the real server (debug build) on a throw-away SQLite database.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${E2E_PORT:-18080}"
tmp=$(mktemp -d)
# The outbox is where the tests read the e-mails the server sent; the proxy header lets a test
# pose as a visitor from another country (X-Forwarded-For with an address of that country).
export E2E_OUTBOX="$tmp/outbox"
# The tests make their administrator with `casino-server grant-role` on the same database, and
# withdraw deposits they have not wagered (no games yet), so the fee policy is on. Live tables
# run short rounds so a test sees a whole one in a few seconds.
export E2E_DATABASE_URL="$tmp/e2e.sqlite3" E2E_SERVER="$PWD/target/debug/casino-server"
DATABASE_URL="$E2E_DATABASE_URL" ADDRESS_LIMITS_SCALE=100 WITHDRAWAL_UNWAGERED=fee CASINO_ADDR="127.0.0.1:$port" STATIC_DIR=web/dist \
  MAIL_OUTBOX="$E2E_OUTBOX" FILES_DIR="$tmp/files" PUBLIC_URL="http://127.0.0.1:$port" TRUSTED_PROXY_HEADER=x-forwarded-for \
  LIVE_BETTING_SECONDS=6 LIVE_RESULT_SECONDS=2 LIVE_DECIDING_SECONDS=8 RUST_LOG=warn ./target/debug/casino-server >"$tmp/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 1 100); do
  curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  kill -0 $pid 2>/dev/null || { cat "$tmp/server.log"; exit 1; }
  sleep 0.1
done
# On a failure, the server's own warnings and errors (RUST_LOG=warn) say what a 500 was.
status=0
(cd web && E2E_BASE_URL="http://127.0.0.1:$port" npx playwright test "$@") || status=$?
if [ "$status" -ne 0 ] && [ -s "$tmp/server.log" ]; then
  echo "--- the server's log (last 100 lines) ---"
  tail -n 100 "$tmp/server.log"
fi
exit "$status"
