#!/usr/bin/env bash
# Gzip sizes of what `/` loads before first render (the entry script and its static imports, from
# Vite's manifest) and of the lazily loaded WebAssembly module.
set -euo pipefail
cd "$(dirname "$0")/../web"
node scripts/size-report.mjs
