#!/usr/bin/env bash
# Rebuilds the games WebAssembly from a copy of this checkout's source at another path, in a
# clean target directory, and compares its bytes with the module `just build-wasm` left in
# web/src/wasm/games. The SHA-256 every round records names that module: a build whose bytes
# depended on anything but the source and the tools' versions would name nothing anyone can
# rebuild, and fails here.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
built="$root/web/src/wasm/games/casino_games_wasm_bg.wasm"
work="$(mktemp -d /tmp/casino-rebuild.XXXXXX)"
trap 'rm -rf "$work"' EXIT
copy="$work/source"
mkdir -p "$copy/web"

# The workspace as the checkout has it (cargo reads every member's manifest), without what git
# ignores (build outputs); a file deleted in the work tree is skipped.
(cd "$root" && git ls-files -co --exclude-standard -z -- \
  Cargo.toml Cargo.lock .cargo justfile core core-wasm games-wasm bonus-wasm schema server |
  tar --null --ignore-failed-read -T - -cf -) | tar -xf - -C "$copy"
ln -s "$root/web/node_modules" "$copy/web/node_modules"

just --justfile "$copy/justfile" --working-directory "$copy" \
  wasm casino-games-wasm "$work/out" "$copy/target"

first="$(sha256sum < "$built" | cut -d' ' -f1)"
again="$(sha256sum < "$work/out/casino_games_wasm_bg.wasm" | cut -d' ' -f1)"
if [ "$first" != "$again" ]; then
  echo "the games module is not reproducible: $first (just build-wasm), $again (rebuilt elsewhere)" >&2
  exit 1
fi
echo "games module reproducible: SHA-256 $first"
