#!/usr/bin/env bash
# The Rust tests on SQLite and PostgreSQL: built once, then run as two groups side by side. The
# server's suite (a few minutes, much of it waiting on its server processes and sockets, so a core
# is often idle) runs beside every other test binary (the rulebook's statistical tests keep a core
# busy). Each binary runs from its package's directory, as `cargo test` runs it; cargo itself
# cannot split one build's binaries in two groups (`--exclude` would change the features it
# unifies, and build again).
set -euo pipefail
cd "$(dirname "$0")/.."
export TEST_POSTGRES_URL="${TEST_POSTGRES_URL:-$(scripts/postgres.sh)}"
# Two command lines: the suite's, then every other binary's in turn (stopping at a failure).
commands=$(cargo test --workspace --tests --no-run -q --message-format=json-render-diagnostics |
  python3 -c '
import json, os, shlex, sys
suite, others = [], []
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m["profile"]["test"] and m.get("executable"):
        target = m["target"]
        name = "Running %s (%s)" % (target["name"], target["kind"][0])
        where = os.path.dirname(m["manifest_path"])
        run = "(echo %s && cd %s && %s)" % tuple(map(shlex.quote, (name, where, m["executable"])))
        (suite if target["name"] == "suite" else others).append(run)
print(" && ".join(suite))
print(" && ".join(others))
')
suite=$(sed -n 1p <<<"$commands")
others=$(sed -n 2p <<<"$commands")
if [ -z "$suite" ] || [ -z "$others" ]; then
  echo "no test binaries found" >&2
  exit 1
fi
scripts/side-by-side.sh "$suite" "$others"
