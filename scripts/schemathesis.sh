#!/usr/bin/env bash
# The served /api/openapi.json checked by openapi-spec-validator, then Schemathesis against it,
# once as a signed-in player and once as an administrator, on the debug server with a throw-away
# SQLite database. It fails on an invalid document, a server error, a body that is not the
# documented schema, a status code or a content type the document does not
# list. Bounded (SCHEMATHESIS_EXAMPLES cases an operation) so a run takes a few minutes, with a
# fixed seed (SCHEMATHESIS_SEED) so the next run generates the same cases (up to what depends on
# the server's answers: ids, and the order two workers meet them in). Extra arguments go to both
# `schemathesis run`s (e.g. --include-path-regex '/api/front/' to look at a few operations);
# RUST_LOG (warn by default) sets what the server logs; the end of its log is printed on failure.
set -euo pipefail
cd "$(dirname "$0")/.."

# Pinned: another version generates other cases, and the run would no longer be reproducible.
version="${SCHEMATHESIS_VERSION:-4.32.5}"
examples="${SCHEMATHESIS_EXAMPLES:-20}"
seed="${SCHEMATHESIS_SEED:-20260101}"
venv="$PWD/target/schemathesis-venv"
st="$venv/bin/schemathesis"

# Its own venv under target/: nothing to install system-wide, and a second run skips pip.
if [ "$("$st" --version 2>/dev/null | awk '{print $NF}')" != "$version" ]; then
  echo "installing schemathesis $version in $venv"
  # Debian's python3 may lack ensurepip (python3-venv); virtualenv, from pip, does without it.
  python3 -m venv "$venv" 2>/dev/null ||
    { rm -rf "$venv"; python3 -m pip install --quiet --user virtualenv && python3 -m virtualenv -q "$venv"; }
  "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$version"
fi
# The document itself is held to the OpenAPI standard (unique operation ids, valid references...).
validator_version=0.9.0
if [ "$("$venv/bin/pip" show openapi-spec-validator 2>/dev/null | awk '/^Version/ {print $2}')" != "$validator_version" ]; then
  "$venv/bin/pip" install --quiet --disable-pip-version-check "openapi-spec-validator==$validator_version"
fi

server=target/debug/casino-server
[ -x "$server" ] || { echo "$server is missing: just debug-server" >&2; exit 1; }

# A free loopback port, so the run never meets a server already listening (just run, e2e).
port="${SCHEMATHESIS_PORT:-$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}"
base="http://127.0.0.1:$port"
tmp=$(mktemp -d)
# Development mode: the sandbox processors answer, as on a developer's machine. Live tables stay
# still (LIVE_TABLES=off) so their clock does not write while the run does; mail goes to a folder.
export DATABASE_URL="$tmp/casino.sqlite3" CASINO_ENV=development CASINO_ADDR="127.0.0.1:$port" \
  PUBLIC_URL="$base" MAIL_OUTBOX="$tmp/outbox" FILES_DIR="$tmp/files" STATIC_DIR="$tmp/static" \
  LIVE_TABLES=off RUST_LOG=${RUST_LOG:-warn}
mkdir -p "$tmp/static"
"$server" >"$tmp/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 1 200); do
  curl -fs "$base/healthz" >/dev/null 2>&1 && break
  kill -0 $pid 2>/dev/null || { cat "$tmp/server.log"; exit 1; }
  sleep 0.1
done

echo "== openapi-spec-validator"
curl -fsS "$base/api/openapi.json" -o "$tmp/openapi.json"
"$venv/bin/openapi-spec-validator" "$tmp/openapi.json"

# Signs up `$1` through the API and prints its bearer token.
sign_up() {
  local name=$1 n=$2 answer
  curl -fsS -o /dev/null -H 'content-type: application/json' "$base/api/front/register_player" -d "{
    \"username\": \"$name\", \"password\": \"Secret#2026\", \"confirm_password\": \"Secret#2026\",
    \"email\": \"$name@example.fr\", \"mobile\": \"+33 6 11 22 33 $n\", \"promo_code\": \"\",
    \"gender\": \"female\", \"birth_date\": \"1990-05-04\", \"first_name\": \"Léa\",
    \"last_name\": \"Martin\", \"address\": \"1 rue de la Paix\", \"postal_code\": \"75002\",
    \"city\": \"Paris\", \"country\": \"FR\", \"language\": \"en\", \"currency\": \"EUR\",
    \"newsletter\": false, \"accept_terms\": true, \"confirm_currency\": true}"
  # The account activated through the welcome e-mail's link, as the player does: an account not
  # activated neither deposits nor plays, and the run would not reach those paths.
  local link
  link=$(python3 - "$tmp/outbox" "$name@example.fr" <<'PY'
import pathlib, quopri, re, sys
for mail in sorted(pathlib.Path(sys.argv[1]).glob("*.eml")):
    text = quopri.decodestring(mail.read_bytes()).decode("utf-8", "replace")
    if f"To: {sys.argv[2]}" in text:
        print(re.search(r"/welcome\?token=([A-Za-z0-9_-]+)", text).group(1))
PY
)
  curl -fsS -o /dev/null -H 'content-type: application/json' "$base/api/front/activate_player" \
    -d "{\"token\": \"$link\"}"
  answer=$(curl -fsS -H 'content-type: application/json' "$base/api/front/auth/login/" \
    -d "{\"username\": \"$name\", \"password\": \"Secret#2026\"}")
  python3 -c 'import json, sys; print(json.load(sys.stdin)["accessToken"])' <<<"$answer"
}
player_token=$(sign_up fuzzplayer 01)
admin_token=$(sign_up fuzzadmin 02)
# Roles are never granted through the API: the CLI does it, on the same database, as an operator.
"$server" grant-role fuzzadmin admin >/dev/null

# A config of our own: none found in a parent directory applies, and no crash cache is kept
# (it would replay an earlier run's failures in the next one, and it lands in the working tree).
printf '[cache]\nenabled = false\n' >"$tmp/schemathesis.toml"

status=0
for who in player admin; do
  token_var="${who}_token"
  # The player's run leaves out the staff calls: each would only answer 403 to whatever was
  # generated (a third of the run), and the suite checks that every staff call refuses a player
  # (server/tests/suite/support.rs). The administrator's run covers them and the player's calls.
  only=()
  [ $who = player ] && only=(--exclude-path-regex '^/api/(admin|support|kyc)/')
  echo "== schemathesis as the $who"
  # No example database: a case found once would otherwise come back in every later run. Signing
  # out is left out: it would revoke the session the rest of the run speaks for.
  "$st" --config-file "$tmp/schemathesis.toml" run "$base/api/openapi.json" --url "$base" \
    --checks not_a_server_error,response_schema_conformance,status_code_conformance,content_type_conformance \
    --max-examples "$examples" --seed "$seed" --generation-database none --workers 2 \
    --exclude-path /api/front/auth/logout "${only[@]}" \
    --no-color --header "Authorization: Bearer ${!token_var}" "$@" || status=1
done
if [ $status -ne 0 ]; then
  echo "server log (warnings and errors):"
  tail -n 50 "$tmp/server.log"
fi
exit $status
