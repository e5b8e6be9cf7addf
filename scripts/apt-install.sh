#!/usr/bin/env bash
# Installs the Debian packages named that are not installed yet (as root, or through sudo), with
# one `apt-get update` first; does nothing when every one is there.
set -euo pipefail
missing=()
for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
[ ${#missing[@]} -eq 0 ] && exit 0
printf '\033[1;32m==>\033[0m %s\n' "installing ${missing[*]} (apt)"
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
as_root apt-get update -qq
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
