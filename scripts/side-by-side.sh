#!/usr/bin/env bash
# Runs each argument (a shell command line) at the same time as the others, for steps of the test
# run that leave one of this machine's two cores idle (a Python test driver, single-threaded
# link-time optimisation, eslint). Each step's output is held back and printed whole, in the
# order given, so the log reads as if they had run one after the other, each with the time it
# took. Exits 1 when any step failed, after every step has ended.
set -uo pipefail
dir="$(mktemp -d)"
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; rm -rf "$dir"' EXIT
started=$SECONDS
for i in $(seq 1 $#); do
  (
    start=$SECONDS
    bash -c "${!i}"
    step=$?
    echo "side by side: \`${!i}\` took $((SECONDS - start)) s"
    exit $step
  ) >"$dir/$i.log" 2>&1 &
  pids+=($!)
done
status=0
for i in $(seq 1 $#); do
  step=0
  wait "${pids[$((i - 1))]}" || step=$?
  cat "$dir/$i.log"
  if [ "$step" -ne 0 ]; then
    echo "side by side: \`${!i}\` failed (exit $step)"
    status=1
  fi
done
echo "side by side: $# steps in $((SECONDS - started)) s"
exit $status
