#!/usr/bin/env bash
# Fetches the development IP-to-country database into data/geoip/ once: ip-location-db's
# geo-whois-asn-country (MaxMind DB format, CC BY 4.0 data of the NRO, redistributable), from the
# npm registry at a pinned version whose archive checksum must match. Production sets GEOIP_DB to
# its own licensed database instead.
set -euo pipefail
cd "$(dirname "$0")/.."
version=2.3.2026061719
sha256=91757a1b06cdcd1955f292e4c4cfc54e091204f998e159a3187f7a2ef3724be0
dest=data/geoip
db="$dest/geo-whois-asn-country.mmdb"
[ -f "$dest/.version" ] && [ "$(cat "$dest/.version")" = "$version" ] && [ -f "$db" ] && exit 0
printf '\033[1;32m==>\033[0m %s\n' "fetching the IP-to-country database ($version)"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "@ip-location-db/geo-whois-asn-country-mmdb@$version" >/dev/null 2>&1)
archive=$(ls "$tmp"/*.tgz)
echo "$sha256  $archive" | sha256sum -c --quiet -
tar -xzf "$archive" -C "$tmp" package/geo-whois-asn-country.mmdb package/NRO_LICENSE
mkdir -p "$dest"
mv "$tmp/package/geo-whois-asn-country.mmdb" "$db"
mv "$tmp/package/NRO_LICENSE" "$dest/NRO_LICENSE"
echo "$version" >"$dest/.version"
