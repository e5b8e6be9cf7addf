#!/usr/bin/env bash
# The shipped deployment run for real. The systemd unit (deploy/casino@.service) passes
# `systemd-analyze verify` and keeps its hardening; nginx runs deploy/nginx/casino.conf itself
# (rendered with envsubst, as the README tells operators) with a self-signed certificate, in front
# of two debug server instances sharing a fresh PostgreSQL database. Checked over HTTPS: HTTP/2
# and a single HSTS header, the HTTP port's redirect, a page, a hashed asset's caching and
# compression, an API call, the client address the instances see (a forged one ignored), requests
# reaching both instances, and the player's socket, held through nginx by one instance, hearing a
# deposit the other instance served. Installs nginx and its brotli module when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS

server=target/debug/casino-server
[ -x "$server" ] || { echo "$server is missing: just debug-server" >&2; exit 1; }
[ -f web/dist/index.html ] || { echo "web/dist is missing: just build-web" >&2; exit 1; }
# Node 22+ has a WebSocket client of its own: the one web/ installs (the system's may be 20).
node=web/node_modules/.bin/node
[ -x "$node" ] || { echo "$node is missing: scripts/bootstrap.sh" >&2; exit 1; }
# systemd for systemd-analyze, gettext-base for envsubst.
scripts/apt-install.sh nginx libnginx-mod-http-brotli-filter gettext-base openssl systemd

tmp=$(mktemp -d)
pids=()
database=""
pg_url=""
cleanup() {
  local status=$?
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ $status -ne 0 ]; then
    for log in "$tmp"/*.log; do
      [ -s "$log" ] && { echo "--- $(basename "$log") (last 30 lines)"; tail -n 30 "$log"; }
    done
  fi
  [ -n "$database" ] && psql "$pg_url" -qc "drop database if exists $database with (force)" >/dev/null 2>&1
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

ok() { printf 'ok   %s\n' "$*"; }
fail() { printf 'FAIL %s\n' "$*" >&2; exit 1; }
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
# Polls `$2...` (a command) until it succeeds, at most $1 tenths of a second.
wait_for() {
  local tries=$1
  shift
  for _ in $(seq 1 "$tries"); do "$@" >/dev/null 2>&1 && return 0; sleep 0.1; done
  return 1
}
# The value of JSON path `$1` (a Python expression on `d`) in the JSON on stdin.
json() { python3 -c "import json, sys; d = json.load(sys.stdin); print($1)"; }

# --- The service unit, verified in a throw-away root that holds the system's units and a stand-in
# at the unit's ExecStart path: outside such a root, verify only says /opt/casino is not there.
root="$tmp/systemd-root"
mkdir -p "$root/usr/lib/systemd" "$root/etc/systemd/system" "$root/opt/casino"
cp -r /usr/lib/systemd/system "$root/usr/lib/systemd/"
cp deploy/casino@.service "$root/etc/systemd/system/"
printf '#!/bin/sh\n' >"$root/opt/casino/casino-server"
chmod +x "$root/opt/casino/casino-server"
verify=$(systemd-analyze verify --root="$root" casino@8081.service 2>&1) || fail "systemd-analyze verify: $verify"
[ -z "$verify" ] || fail "systemd-analyze verify warns: $verify"
ok "deploy/casino@.service passes systemd-analyze verify"
# Exposure 0.0 (locked down) to 10.0 (none): the unit's hardening must keep it at 2.0 or less.
exposure=$(systemd-analyze security --offline=true --threshold=20 --root="$root" casino@8081.service 2>&1 | tail -n 1) ||
  fail "the unit's hardening weakened: $exposure"
ok "its hardening: ${exposure#→ }"

# --- Two instances on a fresh database of the local PostgreSQL cluster.
pg_url=$(scripts/postgres.sh)
database="casino_proxy_$$"
psql "$pg_url" -qc "create database $database" >/dev/null
db_url="${pg_url/\/casino\?//$database?}"
https_port=$(free_port) http_port=$(free_port) port_1=$(free_port) port_2=$(free_port)
base="https://localhost:$https_port"
# The development settings (the sandbox's card deposits), an https PUBLIC_URL as production has,
# and the proxy's header trusted. Request logs (info, JSON) say which instance served what.
export DATABASE_URL="$db_url" CASINO_ENV=development PUBLIC_URL="$base" TRUSTED_PROXY_HEADER=X-Real-IP \
  STATIC_DIR=web/dist MAIL_OUTBOX="$tmp/outbox" FILES_DIR="$tmp/files" LIVE_TABLES=off \
  LOG_FORMAT=json RUST_LOG=info
# One after the other: the first applies the migrations (two at once would both try).
for n in 1 2; do
  port_var="port_$n"
  CASINO_ADDR="127.0.0.1:${!port_var}" "$server" >"$tmp/instance-$n.log" 2>&1 &
  pids+=($!)
  wait_for 300 curl -fs "http://127.0.0.1:${!port_var}/healthz" || fail "instance $n did not start"
done
ok "two instances on PostgreSQL ($database), ports $port_1 and $port_2"

# --- nginx from the shipped file: the placeholders the README names, nothing else changed but
# IPv6 listeners on a machine without IPv6.
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=localhost \
  -addext subjectAltName=DNS:localhost,IP:127.0.0.1 -keyout "$tmp/key.pem" -out "$tmp/cert.pem" 2>/dev/null
CASINO_DOMAIN=localhost CASINO_HTTP_PORT=$http_port CASINO_HTTPS_PORT=$https_port \
  CASINO_TLS_CERT="$tmp/cert.pem" CASINO_TLS_KEY="$tmp/key.pem" \
  CASINO_INSTANCE_1="127.0.0.1:$port_1" CASINO_INSTANCE_2="127.0.0.1:$port_2" \
  envsubst '${CASINO_DOMAIN} ${CASINO_HTTP_PORT} ${CASINO_HTTPS_PORT} ${CASINO_TLS_CERT} ${CASINO_TLS_KEY} ${CASINO_INSTANCE_1} ${CASINO_INSTANCE_2}' \
  <deploy/nginx/casino.conf >"$tmp/casino.conf"
! grep -v '^ *#' "$tmp/casino.conf" | grep -n '\${CASINO_' || fail "a placeholder of casino.conf is not rendered"
grep -qs '^0\{31\}1 ' /proc/net/if_inet6 || sed -i '/listen \[::\]/d' "$tmp/casino.conf"
# In place of Debian's /etc/nginx/nginx.conf (which also starts its default site on port 80):
# the same modules and types, everything else of the run under $tmp. Workers as root when nginx
# runs as root (they write under $tmp). One worker, so the round robin alternates strictly.
mkdir -p "$tmp/nginx"
# Debian's module lines name paths under its prefix.
ln -s /usr/share/nginx/modules "$tmp/nginx/modules"
cat >"$tmp/nginx.conf" <<EOF
$([ "$(id -u)" = 0 ] && echo 'user root;')
worker_processes 1;
pid $tmp/nginx.pid;
include /etc/nginx/modules-enabled/*.conf;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log $tmp/nginx-access.log;
    client_body_temp_path $tmp/nginx/body;
    proxy_temp_path $tmp/nginx/proxy;
    fastcgi_temp_path $tmp/nginx/fastcgi;
    uwsgi_temp_path $tmp/nginx/uwsgi;
    scgi_temp_path $tmp/nginx/scgi;
    include $tmp/casino.conf;
}
EOF
nginx_args=(-p "$tmp/nginx" -c "$tmp/nginx.conf" -e "$tmp/nginx-error.log")
checked=$(nginx -t "${nginx_args[@]}" 2>&1) || fail "nginx -t: $checked"
! grep -q '\[warn\]' <<<"$checked" || fail "nginx -t warns: $checked"
nginx "${nginx_args[@]}" -g 'daemon off;' &
pids+=($!)
# curl checks the certificate (no -k); localhost is the address nginx listens on.
https=(curl -sS --cacert "$tmp/cert.pem" --resolve "localhost:$https_port:127.0.0.1")
wait_for 100 "${https[@]}" -f "$base/healthz" || fail "nginx did not start"
ok "nginx $(nginx -v 2>&1 | sed 's/.*nginx\///') runs deploy/nginx/casino.conf on port $https_port"

# --- A page: HTTP/2, HTML, one HSTS header (the instances' own is replaced by the proxy's).
got=$("${https[@]}" -D "$tmp/page.headers" -o "$tmp/page.html" -w '%{http_version} %{http_code} %{content_type}' "$base/en")
[ "$got" = "2 200 text/html; charset=utf-8" ] || fail "GET /en: $got"
grep -q '<html' "$tmp/page.html" || fail "GET /en is not the page"
hsts=$(grep -ci '^strict-transport-security: max-age=31536000; includeSubDomains' "$tmp/page.headers" || true)
[ "$hsts" = 1 ] || fail "GET /en: $hsts HSTS headers: $(cat "$tmp/page.headers")"
ok "GET /en over HTTP/2: 200 text/html, Strict-Transport-Security once"
# nginx's $request_id (32 hex digits) reaches the instance, which logs under it and sends it back.
rid=$(grep -i '^x-request-id:' "$tmp/page.headers" | tr -d '\r' | awk '{print $2}')
[[ "$rid" =~ ^[0-9a-f]{32}$ ]] || fail "GET /en: X-Request-Id is not nginx's: '$rid'"
ok "the page's answer carries nginx's request id ($rid)"
got=$("${https[@]}" -o /dev/null -w '%{http_code}' "$base/readyz")
[ "$got" = 200 ] || fail "GET /readyz: $got"
ok "GET /readyz: 200 (the database answers, migrated)"
got=$(curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$http_port/en")
[[ "$got" == "301 https://127.0.0.1/en" ]] || fail "plain HTTP: $got"
ok "plain HTTP answers 301 to https"

# --- A hashed asset the page loads: cached for a year, compressed by the proxy.
asset=$(grep -o '/assets/[^"]*\.js' "$tmp/page.html" | head -n 1)
[ -n "$asset" ] || fail "the page names no /assets/ script"
for encoding in br gzip; do
  got=$("${https[@]}" -D "$tmp/asset.headers" -o /dev/null -H "Accept-Encoding: $encoding" -w '%{http_code}' "$base$asset")
  [ "$got" = 200 ] || fail "GET $asset: $got"
  grep -qi '^cache-control: public, max-age=31536000, immutable' "$tmp/asset.headers" || fail "GET $asset: $(cat "$tmp/asset.headers")"
  grep -qi "^content-encoding: $encoding" "$tmp/asset.headers" || fail "GET $asset ($encoding): $(cat "$tmp/asset.headers")"
  [ "$(grep -ci '^strict-transport-security:' "$tmp/asset.headers")" = 1 ] || fail "GET $asset: HSTS not once"
done
ok "GET $asset: Cache-Control immutable for a year, brotli and gzip"
# An asset one instance lacks (a rolling upgrade's new chunk) is asked of the other one too.
got=$("${https[@]}" -o /dev/null -w '%{http_code}' "$base/assets/gone-0000.js")
[ "$got" = 404 ] || fail "a missing asset answers $got"
for n in 1 2; do
  grep -q '"path":"/assets/gone-0000.js"' "$tmp/instance-$n.log" || fail "instance $n was not asked for the missing asset"
done
ok "a missing asset is asked of both instances, then answers 404"

# --- The API as a player from 127.0.0.2 (loopback's other addresses reach nginx too): sign up,
# activate through the welcome e-mail's link, sign in, read the balance.
player=(--interface 127.0.0.2 -H 'content-type: application/json')
"${https[@]}" -f -o /dev/null "${player[@]}" "$base/api/front/register_player" -d '{
  "username": "proxyplayer", "password": "Secret#2026", "confirm_password": "Secret#2026",
  "email": "proxyplayer@example.fr", "mobile": "+33 6 12 34 56 78", "promo_code": "",
  "gender": "female", "birth_date": "1990-05-04", "first_name": "Léa", "last_name": "Martin",
  "address": "1 rue de la Paix", "postal_code": "75002", "city": "Paris", "country": "FR",
  "language": "en", "currency": "EUR", "newsletter": false, "accept_terms": true,
  "confirm_currency": true}' || fail "sign-up through the proxy"
activation=$(python3 - "$tmp/outbox" <<'PY'
import pathlib, quopri, re, sys
mails = (quopri.decodestring(m.read_bytes()).decode() for m in pathlib.Path(sys.argv[1]).glob("*.eml"))
print(next(re.search(r"/welcome\?token=([A-Za-z0-9_-]+)", m).group(1) for m in mails if "/welcome?token=" in m))
PY
)
"${https[@]}" -f -o /dev/null "${player[@]}" "$base/api/front/activate_player" -d "{\"token\": \"$activation\"}" ||
  fail "activation through the proxy"
token=$("${https[@]}" -f "${player[@]}" "$base/api/front/auth/login/" \
  -d '{"username": "proxyplayer", "password": "Secret#2026"}' | json 'd["accessToken"]')
as_player=(-H "Authorization: Bearer $token" -H 'content-type: application/json')
balance=$("${https[@]}" -f "${as_player[@]}" "$base/api/front/get_player_balance" -d '{}')
[ "$(json 'd["wallets"][0]["currency"]' <<<"$balance")" = EUR ] || fail "balance: $balance"
ok "sign-up, activation, sign-in and the balance through the proxy: $balance"

# --- The address the instances see: the client's, through X-Real-IP; a client's own X-Real-IP
# or X-Forwarded-For changes nothing.
seen=$("${https[@]}" -f "${player[@]}" -H 'X-Real-IP: 203.0.113.7' -H 'X-Forwarded-For: 203.0.113.8' \
  "$base/api/geolocation" | json 'd["ip"]')
[ "$seen" = 127.0.0.2 ] || fail "the instances see $seen, not the client's 127.0.0.2"
ok "the instances see the client's address (127.0.0.2), not the forged ones"

# --- Both instances serve: each one's request log has the proxy's requests.
for _ in 1 2 3 4; do "${https[@]}" -f -o /dev/null "$base/api/geolocation"; done
for n in 1 2; do
  grep -q '"path":"/api/geolocation"' "$tmp/instance-$n.log" || fail "instance $n served no request through the proxy"
done
ok "the proxy balances requests over both instances"

# --- The player's socket through nginx lands on one instance; deposits served by the other one
# reach it through PostgreSQL. The other instance learns within a second that the first has a
# socket open (server/src/realtime.rs): until then a push may not be sent, so deposit again.
# The deposits go to the other instance directly: through nginx, a client cannot choose one.
NODE_EXTRA_CA_CERTS="$tmp/cert.pem" "$node" scripts/proxy-socket.mjs "wss://localhost:$https_port/api/ws" "$token" \
  >"$tmp/socket.jsonl" 2>"$tmp/socket.log" &
pids+=($!)
wait_for 100 grep -q '"open"' "$tmp/socket.jsonl" || fail "the socket did not open: $(cat "$tmp/socket.log")"
socket_on=""
for _ in $(seq 1 20); do
  for n in 1 2; do grep -q '"path":"/api/ws"' "$tmp/instance-$n.log" && socket_on=$n; done
  [ -n "$socket_on" ] && break
  sleep 0.1
done
[ -n "$socket_on" ] || fail "no instance logged the socket"
other=$((3 - socket_on))
other_port_var="port_$other"
direct="http://127.0.0.1:${!other_port_var}"
heard=""
for attempt in $(seq 1 10); do
  curl -fsS -o /dev/null "${as_player[@]}" "$direct/api/front/moto_deposit_processor" -d "{
    \"amount\": \"20.00\", \"currency\": \"EUR\", \"idempotency_key\": \"$(cat /proc/sys/kernel/random/uuid)\",
    \"card\": {\"holder\": \"LEA MARTIN\", \"number\": \"4111 1111 1111 1111\", \"month\": \"12\", \"year\": \"2030\", \"cvv\": \"123\"}}"
  balance=$(curl -fsS "${as_player[@]}" "$direct/api/front/get_player_balance" -d '{}')
  for _ in $(seq 1 10); do
    if python3 - "$tmp/socket.jsonl" "$balance" <<'PY'
import json, sys
want = json.loads(sys.argv[2])
events = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
sys.exit(0 if any(e.get("type") == "balance" and e.get("balance") == want for e in events) else 1)
PY
    then heard=$attempt; break 2; fi
    sleep 0.1
  done
done
[ -n "$heard" ] || fail "the socket on instance $socket_on never heard a deposit served by instance $other"
euros=$(json 'd["wallets"][0]["total"]' <<<"$balance")
ok "the socket (through nginx, on instance $socket_on) heard the balance $euros EUR of a deposit on instance $other (deposit $heard)"

echo "proxy test passed in $((SECONDS - started)) s"
