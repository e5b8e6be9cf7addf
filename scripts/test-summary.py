"""Totals the passed and failed tests of every runner in a test log: cargo's `test result:` lines,
vitest's `Tests  N passed` and Playwright's `N passed` / `N failed`. Prints `N passed, N failed`."""
import re
import sys

text = re.sub(r"\x1b\[[0-9;]*m", "", open(sys.argv[1], encoding="utf-8", errors="replace").read())
passed = failed = 0
for m in re.finditer(r"^test result: \w+\. (\d+) passed; (\d+) failed", text, re.M):
    passed += int(m[1])
    failed += int(m[2])
for m in re.finditer(r"^\s*Tests\s+(?:(\d+) failed \| )?(\d+) passed", text, re.M):
    failed += int(m[1] or 0)
    passed += int(m[2])
for m in re.finditer(r"^\s+(\d+) (passed|failed) \(\d", text, re.M):
    if m[2] == "passed":
        passed += int(m[1])
    else:
        failed += int(m[1])
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed or passed == 0 else 0)
