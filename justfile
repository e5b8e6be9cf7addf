# Every task of the project. On a fresh machine use ./dev <task>: it installs the tools first.

set shell := ["bash", "-euo", "pipefail", "-c"]

export PATH := env_var('HOME') + "/.cargo/bin:" + env_var('HOME') + "/.local/bin:" + env_var('PATH')
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := "1"

wasm_out := "web/src/wasm/core"
games_wasm_out := "web/src/wasm/games"
bonus_wasm_out := "web/src/wasm/bonus"
cargo_home := env_var_or_default('CARGO_HOME', env_var('HOME') + "/.cargo")
# A command prefix for the web build's steps (`nice -n 10` from `./dev run`, whose server build
# runs beside them and is the longer path).
build_nice := env_var_or_default('BUILD_NICE', '')
measure_games := "cargo run --release -q -p casino-core --features measure --example measure_games --"

default: run

# Build everything and serve the site at http://localhost:8080 (SQLite under data/).
run: build
    ./target/release/casino-server

# Release build of the server and the web app, side by side: the WebAssembly modules' links (one
# codegen unit, full LTO) and vite leave a core to the server's build (cargo locks each profile's
# directory apart: target/release and the modules' target/wasm32-unknown-unknown/wasm).
[parallel]
build: build-web build-server

build-server:
    cargo build --release -p casino-server

# The rulebook and the game engines compiled to WebAssembly for the browser (size-optimised), as
# ES modules that import their .wasm (wasm-bindgen's bundler target, loaded by vite-plugin-wasm).
# The three at once: cargo builds one at a time (it locks the target directory), and one's link
# and wasm-opt, on one core, run beside the next one's build.
[parallel]
build-wasm: (wasm "casino-core-wasm" wasm_out) (wasm "casino-games-wasm" games_wasm_out) (wasm "casino-bonus-wasm" bonus_wasm_out)

# One WebAssembly crate, built reproducibly: the paths a panic message may name are written from
# fixed roots (`/cargo`, `/casino`), so the bytes depend on the source and the tools' versions
# only, not on where the checkout or cargo's registry lies (`just wasm-reproducible` checks it).
wasm crate out target_dir="target":
    RUSTFLAGS="--remap-path-prefix={{cargo_home}}=/cargo --remap-path-prefix={{justfile_directory()}}=/casino" \
      CARGO_TARGET_DIR={{target_dir}} {{build_nice}} cargo build -q -p {{crate}} --target wasm32-unknown-unknown --profile wasm
    wasm-bindgen --target bundler --out-dir {{out}} {{target_dir}}/wasm32-unknown-unknown/wasm/{{replace(crate, "-", "_")}}.wasm
    web/node_modules/.bin/wasm-opt -Oz --converge --strip-debug --strip-producers {{out}}/{{replace(crate, "-", "_")}}_bg.wasm -o {{out}}/{{replace(crate, "-", "_")}}_bg.wasm

# The games module rebuilt from a copy of the source at another path, in a clean target
# directory: the same bytes as `just build-wasm` gave, or this fails (the hash rounds record
# names one build, whoever makes it).
wasm-reproducible: build-wasm
    scripts/wasm-reproducible.sh

# The web app's production build (web/dist).
build-web: build-wasm
    cd web && {{build_nice}} npm run build

# Regenerate the TypeScript API types from casino-schema, and the route map from the server's
# route list (which names them).
gen-types:
    cargo run -q -p casino-schema --bin gen-types
    cargo run -q -p casino-server --bin gen-routes

# Every lint: rustfmt, clippy (native and wasm), eslint, tsc. Native clippy needs no WebAssembly,
# so it runs while the modules build (their links and wasm-opt leave a core idle); eslint and tsc
# read the modules' bindings, so they run after, beside the WebAssembly clippy. Clippy runs with
# the games' measuring strategies (`measure`, which only adds code): one pass checks all.
lint:
    cargo fmt --all --check
    scripts/side-by-side.sh "just build-wasm" \
      "cargo clippy --workspace --all-targets --features casino-core/measure -- -D warnings"
    scripts/side-by-side.sh \
      "cargo clippy -p casino-core-wasm -p casino-games-wasm -p casino-bonus-wasm --target wasm32-unknown-unknown -- -D warnings" \
      "cd web && npm run lint && npm run typecheck"

# Rust tests on SQLite and PostgreSQL: the server's suite beside the other test binaries. The
# examples are not built (`cargo test` would link each): clippy checks that they compile.
test-rust:
    scripts/test-rust.sh

# Web unit tests, including the shared vectors run through the WebAssembly build.
test-web: build-wasm
    cd web && npm test

# Browser tests in Chromium against the real server on a fresh SQLite database.
e2e: build-web debug-server
    scripts/e2e.sh

# The debug server on a fresh SQLite database, its answers held to /api/openapi.json: no server
# error, no body outside its schema, no status code or content type the document does not list.
# Schemathesis against the API as a signed-in player and as an administrator (a few minutes).
schemathesis: debug-server
    scripts/schemathesis.sh

# The shipped deployment, run: deploy/casino@.service through systemd-analyze, then nginx from
# deploy/nginx/casino.conf (HTTPS, HTTP/2, a self-signed certificate) in front of two debug
# instances on a fresh PostgreSQL database, checked with curl and a WebSocket client (15 s idle).
test-proxy: build-web debug-server
    scripts/proxy-test.sh

# The debug server the browser tests, schemathesis and the proxy test run: the binary that
# `cargo test --workspace --tests` builds, with the same features, so after the Rust tests there
# is nothing left to build (`cargo build -p casino-server` unifies fewer features and rebuilt the
# dependencies, minutes of a test run).
debug-server:
    cargo test --workspace --tests --no-run -q

# Every test and lint; what CI runs. `fairness` is the random stream's quick batteries (about 4
# minutes): statistical, so a perfect generator fails them rarely (README, "Fairness test batteries").
# Schemathesis leaves a core idle: the WebAssembly rebuild, the single-threaded fairness batteries
# and the web build run beside it; dieharder keeps both cores busy. The web build is the bundle
# alone: `lint` has type-checked the same projects (`npm run build` would again, half a minute).
test: lint test-rust debug-server
    scripts/side-by-side.sh scripts/schemathesis.sh \
      "scripts/wasm-reproducible.sh && scripts/fairness/fairness.sh nist rngtest && cd web && npm run bundle"
    scripts/fairness/fairness.sh dieharder
    cd web && npm test
    scripts/e2e.sh
    scripts/proxy-test.sh

# Sizes of what the browser downloads (JS before first render, WebAssembly), gzip.
size: build-web
    scripts/size-report.sh

# Lighthouse mobile performance of every route family, median of 5 runs each (release server);
# `just lighthouse /en /en/faq` measures the paths given.
lighthouse *paths: build
    scripts/lighthouse.sh {{paths}}

# Deposit + withdrawal requests per second with 32 concurrent players over HTTP on loopback (the
# release server in its own process), SQLite then PostgreSQL.
bench-payments:
    cargo build --release -p casino-server
    cargo run --release -q -p casino-server --example payments_load -- 10
    cargo run --release -q -p casino-server --example payments_load -- "$(scripts/postgres.sh)" 10

# Game rounds (bet + win) and balance reads per second with 32 concurrent players over HTTP on
# loopback (the release server in its own process), SQLite then PostgreSQL, and engine rounds per
# second on one core; then, in the same run, the limits each figure is a share of: a round's
# money writes without HTTP, pgbench's money transaction (PostgreSQL) and an axum JSON
# hello-world (server/examples/games_load/limits.rs).
bench-games:
    cargo build --release -p casino-server
    cargo run --release -q -p casino-server --example games_load -- 10 5
    cargo run --release -q -p casino-server --example games_load -- "$(scripts/postgres.sh)" 10 5

# A mixed day on the release server: 500 players (each with their realtime socket) browse and
# search the lobby, open games, bet at four engines, read balances and history, deposit and
# withdraw, pausing between steps; per call, the rate and p50/p99 (budget: p99 <= 100 ms), then
# the ledger audit. SQLite, then PostgreSQL (server/examples/mix_load.rs).
bench-mix seconds="30" players="500":
    cargo build --release -p casino-server
    cargo run --release -q -p casino-server --example mix_load -- {{seconds}} 1 {{players}}
    cargo run --release -q -p casino-server --example mix_load -- "$(scripts/postgres.sh)" {{seconds}} 1 {{players}}

# 10,000 WebSockets on the release server (a fifth players', the rest live tables' watchers)
# while the tables run and 64 players bet: memory per idle socket, every live result and
# balance event delivered (a restart half way included) and the p99 of their delays; SQLite
# with one instance, then PostgreSQL with one and with two (server/examples/realtime_load).
bench-realtime seconds="30" sockets="10000":
    cargo build --release -p casino-server
    cargo run --release -q -p casino-server --example realtime_load -- {{seconds}} {{sockets}}
    cargo run --release -q -p casino-server --example realtime_load -- "$(scripts/postgres.sh)" {{seconds}} {{sockets}}

# casino-core's `measure` feature, core/examples/measure_games.rs: blackjack basic strategy and
# casino hold'em simulated for `rounds` rounds with their 99 % intervals, video poker exact for
# every paytable, the slot generator timed and its calibration checked. About 20 s by default;
# the blackjack and hold'em constants were measured on 40 M rounds (some minutes each).
measure-games rounds="1000000":
    {{measure_games}} blackjack {{rounds}}
    {{measure_games}} holdem {{rounds}}
    {{measure_games}} russian-poker {{rounds}}
    {{measure_games}} video-poker
    {{measure_games}} slots-build
    {{measure_games}} slots-calibration

# The games' random stream (core/examples/fair_stream.rs) through scripts/fairness/:
# NIST SP 800-22 on 100 x 1 Mbit, a dieharder subset (one test per core), rngtest (FIPS 140-2);
# about 4 minutes, part of `just test`.
fairness:
    scripts/fairness/fairness.sh

# `just fairness` at full size, over an hour: NIST SP 800-22 on 1,000 x 1 Mbit,
# dieharder's whole battery (-a), rngtest on 1,000,000 blocks.
fairness-full:
    scripts/fairness/fairness.sh --full

# Players bet, deposit and withdraw while the server is killed with SIGKILL and restarted
# `cycles` times, on SQLite then PostgreSQL; then every acknowledged operation must exist exactly
# once and the ledger audit be clean (server/tests/suite/crash.rs; `just test` runs 3 cycles).
crash-test cycles="10":
    CRASH_CYCLES={{cycles}} TEST_POSTGRES_URL="$(scripts/postgres.sh)" cargo test --release -p casino-server --test suite crash:: -- --nocapture

# Frames per second while a slot and a roulette wheel animate a round: Chromium with its CPU
# slowed 4 times, 360 px wide, 5 rounds each (scripts/bench-motion.mjs).
bench-motion: build
    scripts/bench-motion.sh

# The speed and size budgets measured so far: bundle sizes, Lighthouse, payments, games, live
# sockets, motion.
bench: size lighthouse bench-payments bench-games bench-realtime bench-motion
