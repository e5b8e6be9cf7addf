#!/usr/bin/env bash
# Installs the tools the build needs, each only when missing. With --test, also what the tests
# need: Chromium for the browser tests, PostgreSQL for the PostgreSQL pass, nginx (with its brotli
# module) for the proxy test. With --server (`./dev run`), the server's release build starts in
# the background as soon as it can link, beside the installs and the web build.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$HOME/.local/bin:$PATH"
want_test=false want_server=false
[ "${1:-}" = "--test" ] && want_test=true
[ "${1:-}" = "--server" ] && want_server=true

say() { printf '\033[1;32m==>\033[0m %s\n' "$*"; }

# libpq links the server's PostgreSQL support (also when it runs on SQLite).
packages=(libpq-dev)
# For the tests: Chromium, PostgreSQL, and the proxy test's nginx with its brotli module, envsubst
# (gettext-base), openssl and systemd-analyze.
if $want_test; then
  packages+=(chromium postgresql nginx libnginx-mod-http-brotli-filter gettext-base openssl systemd)
fi
scripts/apt-install.sh "${packages[@]}"

# The server's release build is most of a first `./dev run`, and its own critical path is most
# of that: it starts now, and the installs below and the web build (`BUILD_NICE`, set by `dev`)
# run at a lower priority, on what it leaves idle. `just build` runs the same cargo command,
# which waits for this one's lock on target/release and then finds it done (or, if this one
# failed, builds again and shows why).
yield_cpu=()
if $want_server; then
  mkdir -p target
  say "building the server (release) in the background: target/server-build.log"
  nohup cargo build --release -p casino-server >target/server-build.log 2>&1 </dev/null &
  yield_cpu=(nice -n 10)
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi

# The wasm-bindgen CLI must match the crate version in Cargo.lock exactly.
wb_version=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/[^0-9.]/, ""); print; exit}' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$wb_version" ]; then
  say "installing wasm-bindgen-cli $wb_version (a minute, once)"
  # Not --locked: the CLI's lockfile names crate versions the registry may lack. A debug build:
  # it installs in about a minute against three to four and writes the same bytes, in under a
  # second for the three modules.
  "${yield_cpu[@]}" cargo install --debug wasm-bindgen-cli --version "$wb_version"
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
  (cd web && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 "${yield_cpu[@]}" npm install --no-audit --no-fund --loglevel=error)
  cp web/package-lock.json "$stamp"
fi

# The IP-to-country database the server and its tests read (small; fetched once).
scripts/geoip.sh
