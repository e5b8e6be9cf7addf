#!/usr/bin/env bash
# Lighthouse mobile performance of the home page: median of 5 runs in headless Chromium against the
# release server and the production web build. Lighthouse is installed on first use into .tools/
# (it is a measuring tool, not a dependency of the app).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${LIGHTHOUSE_RUNS:-5}"
# The route families measured: the home page, a content page filled from the database, the FAQ.
paths="${LIGHTHOUSE_PATHS:-/ /terms /en/faq}"
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
for path in $paths; do
  name=$(echo "$path" | tr '/' '_')
  for i in $(seq 1 "$runs"); do
    CHROME_PATH=/usr/bin/chromium "$lh" "http://127.0.0.1:$port$path" --quiet --only-categories=performance \
      --chrome-flags="$flags" --output=json --output-path="$tmp/run$name$i.json" >/dev/null 2>&1
    node -e "const r=require('$tmp/run$name$i.json'); const a=r.audits; console.log('$path run $i: performance', Math.round(r.categories.performance.score*100), '| FCP', a['first-contentful-paint'].displayValue, '| LCP', a['largest-contentful-paint'].displayValue, '| TBT', a['total-blocking-time'].displayValue, '| CLS', a['cumulative-layout-shift'].displayValue)"
  done
  node -e "
const s=[...Array($runs).keys()].map(i=>Math.round(require('$tmp/run$name'+(i+1)+'.json').categories.performance.score*100)).sort((a,b)=>a-b);
console.log('Lighthouse mobile performance of $path : median', s[Math.floor(s.length/2)], 'of', s.join(', '), '(budget >= 95)');"
done
