#!/usr/bin/env python3
"""dieharder on the games' stream, read from standard input (-g 200).

    dieharder.py GENERATOR [--all | --tests 0,1,102]

GENERATOR is the fair_stream example: it writes until dieharder closes the pipe. Each test runs
in its own dieharder with `-k 2 -Y 1`: a WEAK result (P below 0.005 or above 0.995, which a
perfect generator gives once in 100 P-values) is re-run with 100 more P-samples at a time until
it is clearly PASSED or FAILED (dieharder's "resolve ambiguity" mode, which wants the precise
Kolmogorov-Smirnov of -k 2). The run fails on any FAILED, or a WEAK left unresolved.

In the quick subset, a test that ends FAILED is run once more on a new stream, and the run fails
if it fails again. A FAILED is a P-value under 1e-6 or over 1 - 1e-6, which a perfect generator
still gives now and then, and more often than that in the tests whose statistics dieharder
approximates (the test run once met a lone P of 1.000000 in OQSO on a stream that then passed it
again and again); a broken stream fails both runs.

Without --all: the subset the quick run holds to, a few minutes (birthdays, OPERM5, the 32x32
and 6x8 ranks, bitstream, OPSO, OQSO, DNA, count-the-1s on the stream and on bytes, runs, craps,
STS monobit, runs and serial). With --all: the whole battery (-a), each test as `-a` runs it.
"""

import argparse
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

SUBSET = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 100, 101, 102]


def run(generator, selection, echo):
    """dieharder's result lines, the generator piped into its standard input; with `echo`,
    each line is printed as it comes (the whole battery takes long)."""
    gen = subprocess.Popen([generator], stdout=subprocess.PIPE)
    cmd = ["dieharder", "-g", "200", "-k", "2", "-Y", "1", *selection]
    rows = []
    try:
        with subprocess.Popen(cmd, stdin=gen.stdout, stdout=subprocess.PIPE, text=True) as dh:
            for line in dh.stdout:
                if echo:
                    print("  " + line.rstrip(), flush=True)
                cells = [c.strip() for c in line.split("|")]
                if len(cells) == 6 and cells[1].isdigit():
                    name, ntup, tsamples, psamples, p, verdict = cells
                    rows.append((name, int(ntup), int(tsamples), int(psamples), float(p), verdict))
    finally:
        gen.stdout.close()
        gen.wait()
    if dh.returncode != 0:
        sys.exit(f"{' '.join(cmd)} exited {dh.returncode}")
    return rows


def resolve(rows):
    """Per test (name and ntup), the WEAK P-values it re-ran for and its final P-values: with -Y 1
    dieharder prints the test's whole block again each time it adds P-samples, so the final block
    is the one with the most P-samples."""
    tests = {}
    for row in rows:
        tests.setdefault((row[0], row[1]), []).append(row)
    resolved = []
    for key, lines in tests.items():
        last = max(r[3] for r in lines)
        weak = sum(1 for r in lines if r[3] < last and r[5] == "WEAK")
        resolved.append((key, weak, [r for r in lines if r[3] == last]))
    return resolved


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("generator")
    parser.add_argument("--all", action="store_true", help="the whole -a battery")
    parser.add_argument("--tests", help="these test numbers (dieharder -l) instead of the subset")
    args = parser.parse_args()

    started = time.monotonic()
    results = []  # (key, WEAK P-values re-run, final P-values, seconds, FAILED runs re-run)
    if args.all:
        t = time.monotonic()
        for key, weak, final in resolve(run(args.generator, ["-a"], echo=True)):
            results.append((key, weak, final, None, 0))
        print(f"dieharder -a: {time.monotonic() - t:.0f} s")
    else:
        numbers = [int(t) for t in args.tests.split(",")] if args.tests else SUBSET

        def one(number):
            t = time.monotonic()
            found = resolve(run(args.generator, ["-d", str(number)], echo=False))
            failed = any(r[5] == "FAILED" for _, _, final in found for r in final)
            if failed:
                found = resolve(run(args.generator, ["-d", str(number)], echo=False))
            return found, int(failed), time.monotonic() - t

        # Each test reads its own stream in its own dieharder: one per core at a time.
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            for found, failed_once, seconds in pool.map(one, numbers):
                for key, weak, final in found:
                    results.append((key, weak, final, seconds, failed_once))
    elapsed = time.monotonic() - started

    # One row per test: sts_serial's 30 P-values, or the 12 runs of rgb_bitdist in -a, together.
    by_name = {}
    for (name, _), weak, final, seconds, failed_once in results:
        by_name.setdefault(name, []).append((weak, final, seconds, failed_once))
    failed = False
    reruns = 0
    failed_reruns = 0
    header = f"{'test':<24} {'P-values':>8} {'psamples':>9} {'lowest P':>10} {'highest P':>10}  result"
    print(f"dieharder {'-a' if args.all else 'subset'} on the games' stream (-g 200 -k 2 -Y 1), {elapsed:.0f} s")
    print(header + ("" if args.all else "    time"))
    print("-" * (len(header) + (0 if args.all else 8)))
    for name, runs in by_name.items():
        final = [r for _, f, _, _ in runs for r in f]
        verdicts = {r[5] for r in final}
        rerun = sum(weak for weak, _, _, _ in runs)
        # A test re-run after a FAILED counts once, whatever its number of P-values.
        failed_once = max(f for _, _, _, f in runs)
        if "FAILED" in verdicts:
            verdict, failed = "FAILED" + (" twice" if failed_once else ""), True
        elif "WEAK" in verdicts:
            verdict, failed = "WEAK, unresolved", True
        else:
            notes = [f"{rerun} WEAK re-run"] if rerun else []
            notes += ["FAILED once, re-run"] if failed_once else []
            verdict = ", ".join(["PASSED", *notes])
        reruns += rerun
        failed_reruns += failed_once if "FAILED" not in verdicts else 0
        psamples = sorted({r[3] for r in final})
        ps = [r[4] for r in final]
        shown = str(psamples[0]) if len(psamples) == 1 else f"{psamples[0]}-{psamples[-1]}"
        time_cell = f"  {runs[0][2]:4.0f} s" if runs[0][2] is not None else ""
        print(
            f"{name:<24} {len(final):>8} {shown:>9} {min(ps):>10.6f} {max(ps):>10.6f}  {verdict:<20}"
            f"{time_cell}"
        )
    lines = sum(len(f) for _, _, f, _, _ in results)
    print(
        f"dieharder: {len(by_name)} tests, {lines} P-values, {reruns} WEAK resolved by re-running, "
        + (f"{failed_reruns} FAILED test passed on a new stream, " if failed_reruns else "")
        + ("FAILED" if failed else "0 FAILED: passed")
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
