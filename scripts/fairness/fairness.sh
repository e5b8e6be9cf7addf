#!/usr/bin/env bash
# The random stream the games draw from (core/examples/fair_stream.rs: HMAC-SHA256 of fair.rs over
# consecutive nonces, seed pairs from the OS generator) through three test batteries:
#   - NIST SP 800-22, the 15 tests (nist_sts.py, checked first against NIST's published P-values),
#     on 100 sequences of 1,000,000 bits (--full: 1,000);
#   - dieharder with the stream on standard input: a subset of its tests (--full: all of -a);
#   - rngtest, FIPS 140-2, on 100,000 blocks of 20,000 bits (--full: 1,000,000).
# Each prints its table; the run exits 1 when any battery fails. The streams NIST read and its
# row for each of the 188 P-values stay in target/fairness/. About 4 minutes; --full over an hour.
# Usage: fairness.sh [--full] [nist] [dieharder] [rngtest] (the batteries named, or all three).
set -euo pipefail
cd "$(dirname "$0")/../.."

full=false
[ "${1:-}" = --full ] && { full=true; shift; }
# The batteries to run, all three by default: the test run puts dieharder, which keeps both cores
# busy, apart from the others (justfile, `test`).
batteries="${*:-nist dieharder rngtest}"
for b in $batteries; do
  case "$b" in nist | dieharder | rngtest) ;; *) echo "no battery named $b" >&2; exit 2 ;; esac
done
runs() { [[ " $batteries " == *" $1 "* ]]; }
if $full; then sequences=1000 blocks=1000000 dieharder_args=(--all); else sequences=100 blocks=100000 dieharder_args=(); fi

missing=()
command -v dieharder >/dev/null || missing+=(dieharder)
command -v rngtest >/dev/null || missing+=(rng-tools5)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]} (apt)"
  as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
python3 -c 'import numpy, scipy' 2>/dev/null || {
  echo "installing numpy and scipy (pip --user)"
  python3 -m pip install --quiet --user --disable-pip-version-check numpy scipy
}

# The quick run takes the stream from the debug build: casino-core is optimised even there
# (Cargo.toml), it writes only about 15 % slower than the release build, and the test run has built
# it already, where a release build of the crate and its dependencies is a minute of CPU. The full
# run reads tens of gigabytes and takes the release build.
if $full; then profile=(--release) stream=target/release/examples/fair_stream
else profile=() stream=target/debug/examples/fair_stream; fi
cargo build -q "${profile[@]}" -p casino-core --example fair_stream
out=target/fairness
mkdir -p "$out"

status=0
declare -A seconds result
battery() {
  local name=$1 start=$SECONDS
  shift
  echo
  if "$@"; then result[$name]=passed; else result[$name]=FAILED; status=1; fi
  seconds[$name]=$((SECONDS - start))
}

bytes=$((sequences * 125000))
if runs nist; then
  # Two streams from fresh seeds: the second is read only for a P-value outside its interval.
  "$stream" --bytes "$bytes" >"$out/nist-1.bin"
  "$stream" --bytes "$bytes" >"$out/nist-2.bin"
  battery nist python3 scripts/fairness/nist_sts.py --self-test "$out/nist-1.bin" \
    --sequences "$sequences" --rerun "$out/nist-2.bin" --report "$out/nist-report.txt"
fi
runs dieharder && battery dieharder python3 scripts/fairness/dieharder.py "$stream" "${dieharder_args[@]}"
runs rngtest && battery rngtest python3 scripts/fairness/rngtest.py "$stream" --blocks "$blocks"

echo
printf '%-34s %8s  %s\n' battery time result
runs nist && printf '%-34s %6s s  %s\n' "NIST SP 800-22, $sequences x 1 Mbit" "${seconds[nist]}" "${result[nist]}"
runs dieharder && printf '%-34s %6s s  %s\n' "dieharder $($full && echo '-a' || echo subset)" "${seconds[dieharder]}" "${result[dieharder]}"
runs rngtest && printf '%-34s %6s s  %s\n' "rngtest, $blocks blocks" "${seconds[rngtest]}" "${result[rngtest]}"
exit $status
