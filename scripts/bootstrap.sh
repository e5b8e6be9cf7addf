#!/usr/bin/env bash
# Installs the tools the build needs, each only when missing. With --test, also what the tests
# need: Chromium for the browser tests, PostgreSQL for the PostgreSQL pass, nginx (with its brotli
# module) for the proxy test.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$HOME/.local/bin:$PATH"
want_test=false
[ "${1:-}" = "--test" ] && want_test=true

say() { printf '\033[1;32m==>\033[0m %s\n' "$*"; }

# libpq links the server's PostgreSQL support (also when it runs on SQLite).
packages=(libpq-dev)
# For the tests: Chromium, PostgreSQL, and the proxy test's nginx with its brotli module, envsubst
# (gettext-base), openssl and systemd-analyze.
if $want_test; then
  packages+=(chromium postgresql nginx libnginx-mod-http-brotli-filter gettext-base openssl systemd)
fi
scripts/apt-install.sh "${packages[@]}"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi

# The wasm-bindgen CLI must match the crate version in Cargo.lock exactly.
wb_version=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/[^0-9.]/, ""); print; exit}' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$wb_version" ]; then
  say "installing wasm-bindgen-cli $wb_version (a few minutes, once)"
  # Not --locked: the CLI's lockfile names crate versions the registry may lack.
  cargo install wasm-bindgen-cli --version "$wb_version"
fi

if ! just --version >/dev/null 2>&1; then
  say "installing just"
  python3 -m pip install --quiet --user rust-just 2>/dev/null || python3 -m pip install --quiet rust-just
fi

# npm packages: reinstall when package-lock.json changed since the last install.
# (`npm ci` fails with this registry mirror; `npm install` keeps the committed lockfile.)
stamp=web/node_modules/.installed-lock
if [ ! -f "$stamp" ] || ! cmp -s web/package-lock.json "$stamp"; then
  say "installing npm packages"
  (cd web && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error)
  cp web/package-lock.json "$stamp"
fi

# The IP-to-country database the server and its tests read (small; fetched once).
scripts/geoip.sh
