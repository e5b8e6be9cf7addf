#!/usr/bin/env bash
# Lighthouse mobile performance of the route families (paths as arguments, or LIGHTHOUSE_PATHS):
# median of 5 runs in headless Chromium against the release server and the production web build. Lighthouse is installed on first use into .tools/
# (it is a measuring tool, not a dependency of the app).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${LIGHTHOUSE_RUNS:-5}"
# The route families: the home page, the lobby, a game of each family (slot, roulette, cards,
# instant), the verifier, sign-up, a content page filled from the database, the FAQ, and the
# account area (a path starting with `@` is measured signed in as a new player).
all="/ /online-casino /en/online-casino/wild-temple /en/online-casino/velvet-european-roulette \
/en/online-casino/prestige-blackjack /en/online-casino/clockwork-inventor-crash /provably-fair /en/sign-up /terms /en/faq \
@/en/user-management"
paths="${*:-${LIGHTHOUSE_PATHS:-$all}}"
port="${LIGHTHOUSE_PORT:-18090}"
lh=.tools/lighthouse/node_modules/.bin/lighthouse
if [ ! -x "$lh" ]; then
  mkdir -p .tools/lighthouse
  (cd .tools/lighthouse && npm init -y >/dev/null && npm install --no-audit --no-fund --loglevel=error lighthouse@12)
fi
tmp=$(mktemp -d)
DATABASE_URL="$tmp/lh.sqlite3" CASINO_ADDR="127.0.0.1:$port" STATIC_DIR=web/dist RUST_LOG=warn \
  ./target/release/casino-server >"$tmp/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; [ -n "${LIGHTHOUSE_KEEP:-}" ] && cp "$tmp"/run*.json "$LIGHTHOUSE_KEEP"/ ; rm -rf "$tmp"' EXIT
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.1; done
flags="--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"
for route in $paths; do
  path="${route#@}"
  name=$(echo "$route" | tr '/@' '__')
  for i in $(seq 1 "$runs"); do
    # Signed in: a fresh profile holding a new player's session, kept as it is by Lighthouse.
    extra=() run_flags="$flags"
    if [ "$route" != "$path" ]; then
      rm -rf "$tmp/profile"
      CHROME_PATH=/usr/bin/chromium node scripts/lighthouse-session.mjs "http://127.0.0.1:$port" "$tmp/profile"
      extra=(--disable-storage-reset) run_flags="$flags --user-data-dir=$tmp/profile"
    fi
    # Chromium sometimes fails to start or to load under a busy machine: one more try.
    for attempt in 1 2 3; do
      CHROME_PATH=/usr/bin/chromium "$lh" "http://127.0.0.1:$port$path" --quiet --only-categories=performance "${extra[@]}" \
        --chrome-flags="$run_flags" --output=json --output-path="$tmp/run$name$i.json" >"$tmp/lh.log" 2>&1 && break
      [ "$attempt" = 3 ] && { cat "$tmp/lh.log"; exit 1; }
    done
    node -e "const r=require('$tmp/run$name$i.json'); const a=r.audits; console.log('$route run $i: performance', Math.round(r.categories.performance.score*100), '| FCP', a['first-contentful-paint'].displayValue, '| LCP', a['largest-contentful-paint'].displayValue, '| TBT', a['total-blocking-time'].displayValue, '| CLS', a['cumulative-layout-shift'].displayValue)"
  done
  node -e "
const s=[...Array($runs).keys()].map(i=>Math.round(require('$tmp/run$name'+(i+1)+'.json').categories.performance.score*100)).sort((a,b)=>a-b);
console.log('Lighthouse mobile performance of $route : median', s[Math.floor(s.length/2)], 'of', s.join(', '), '(budget >= 95)');"
done
