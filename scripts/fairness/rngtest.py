#!/usr/bin/env python3
"""rngtest (FIPS 140-2) on the games' stream, 20,000-bit blocks.

    rngtest.py GENERATOR [--blocks 100000]

A perfect source fails FIPS 140-2 now and then: each block fails a test with the probability
below, so the failures of N blocks follow Binomial(N, q). The run passes when every test's count
(and the total) lies within the binomial interval leaving 0.01 % out on each side: a false
alarm about once in 1,000 runs (12 tails), while a source failing too often, or too seldom (one
that avoids long runs, say), is caught.

The rates per block: the exact tails of the monobit (1.03e-4, binomial) and poker (0.99e-4,
chi-square with 15 degrees of freedom) tests and of a run of 26 or more (2.98e-4); the runs test
has no simple closed form. Measured over 1,000,000 blocks of the kernel's generator
(/dev/urandom) rngtest counted 108 monobit, 114 poker, 278 runs and 315 long-run failures, 811
blocks in all (0.081 %): the rates below are the larger of each test's tail and its measurement.
"""

import argparse
import re
import subprocess
import sys
import time

from scipy.stats import binom

TAIL = 1e-4
RATES = {
    "Monobit": 1.08e-4,
    "Poker": 1.14e-4,
    "Runs": 2.78e-4,
    "Long run": 3.15e-4,
    # Two equal consecutive 32-bit words: 625 words a block, 2^-32 each.
    "Continuous run": 1.5e-7,
    "total": 8.11e-4,
}


def bounds(blocks, rate):
    low = int(binom.ppf(TAIL, blocks, rate))
    high = int(binom.isf(TAIL, blocks, rate))
    return low, high


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("generator")
    parser.add_argument("--blocks", type=int, default=100_000)
    args = parser.parse_args()

    started = time.monotonic()
    gen = subprocess.Popen([args.generator], stdout=subprocess.PIPE)
    try:
        out = subprocess.run(
            ["rngtest", "-c", str(args.blocks)], stdin=gen.stdout, capture_output=True, text=True
        )
    finally:
        gen.stdout.close()
        gen.wait()
    elapsed = time.monotonic() - started
    counts = {}
    for name in RATES:
        if name == "total":
            m = re.search(r"FIPS 140-2 failures: (\d+)", out.stderr)
        else:
            m = re.search(r"FIPS 140-2\(2001-10-10\) " + name + r": (\d+)", out.stderr)
        if not m:
            sys.exit(f"rngtest's output lacks {name}:\n{out.stderr}")
        counts[name] = int(m.group(1))
    successes = int(re.search(r"FIPS 140-2 successes: (\d+)", out.stderr).group(1))
    tested = successes + counts["total"]
    if tested != args.blocks:
        sys.exit(f"rngtest tested {tested} blocks, not {args.blocks}:\n{out.stderr}")

    print(f"rngtest (FIPS 140-2) on the games' stream: {args.blocks:,} blocks of 20,000 bits, {elapsed:.0f} s")
    header = f"{'test':<16} {'failures':>8} {'expected':>9} {'allowed':>10}  result"
    print(header)
    print("-" * len(header))
    ok = True
    for name, rate in RATES.items():
        low, high = bounds(args.blocks, rate)
        inside = low <= counts[name] <= high
        ok = ok and inside
        label = "blocks failed" if name == "total" else name
        print(
            f"{label:<16} {counts[name]:>8} {args.blocks * rate:>9.1f} {f'{low}-{high}':>10}  "
            + ("passed" if inside else "FAILED")
        )
    print("rngtest: " + ("passed" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
