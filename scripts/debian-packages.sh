#!/usr/bin/env bash
# Installs those of the given Debian packages that are missing (as root, or through sudo): Chromium (Playwright
# and Lighthouse cannot download a browser here), Redis and PostgreSQL (throw-away servers of the tests and of the
# benchmark). Used by scripts/test.sh and scripts/bench.mjs.
#   bash scripts/debian-packages.sh chromium redis-server postgresql
set -euo pipefail
missing=()
for package in "$@"; do
  case "$package" in
    chromium) command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1 || missing+=(chromium) ;;
    redis-server) command -v redis-server >/dev/null 2>&1 || missing+=(redis-server) ;;
    postgresql) [ -d /usr/lib/postgresql ] || missing+=(postgresql) ;;
    *) echo "[paquets] paquet inconnu : $package" >&2; exit 2 ;;
  esac
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "[paquets] paquets Debian absents : ${missing[*]} ; installation…"
  sudo_if_needed=()
  [ "$(id -u)" -eq 0 ] || sudo_if_needed=(sudo)
  "${sudo_if_needed[@]}" apt-get update -qq
  "${sudo_if_needed[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
