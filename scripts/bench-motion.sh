#!/usr/bin/env bash
# Frames per second of the games' animations on a phone profile (scripts/bench-motion.mjs),
# against the release server and the production web build on a throw-away database.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${MOTION_PORT:-18092}"
tmp=$(mktemp -d)
DATABASE_URL="$tmp/motion.sqlite3" CASINO_ADDR="127.0.0.1:$port" STATIC_DIR=web/dist MAIL_OUTBOX="$tmp/outbox" \
  FILES_DIR="$tmp/files" RUST_LOG=warn ./target/release/casino-server >"$tmp/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.1; done
node scripts/bench-motion.mjs "http://127.0.0.1:$port"
