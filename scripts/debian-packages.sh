#!/usr/bin/env bash
# Installs those of the given Debian packages that are missing (as root, or through sudo): Chromium (Playwright
# and Lighthouse cannot download a browser here), Firefox ESR and WebKitGTK's WebDriver with Xvfb (the other
# engines' tests, e2e/engines.spec.ts), Java (the W3C's HTML checker, e2e/vnu.ts), age and minisign (the CMS's
# encrypted and signed backups, cms/scripts/backup.test.js and the restore rehearsal), Redis, PostgreSQL and nginx
# (throw-away servers of the tests and of the benchmark; the services Debian would start on install are kept from
# starting). Used by scripts/test.sh and bench/index.mjs.
#   bash scripts/debian-packages.sh chromium redis-server postgresql nginx
set -euo pipefail
missing=()
for package in "$@"; do
  case "$package" in
    chromium) command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1 || missing+=(chromium) ;;
    redis-server) command -v redis-server >/dev/null 2>&1 || missing+=(redis-server) ;;
    postgresql) [ -d /usr/lib/postgresql ] || missing+=(postgresql) ;;
    nginx) [ -x /usr/sbin/nginx ] || missing+=(nginx) ;;
    firefox-esr) [ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr) ;;
    webkit2gtk-driver) command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver) ;;
    xvfb) command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb) ;;
    default-jre-headless) command -v java >/dev/null 2>&1 || missing+=(default-jre-headless) ;;
    age) command -v age >/dev/null 2>&1 || missing+=(age) ;;
    minisign) command -v minisign >/dev/null 2>&1 || missing+=(minisign) ;;
    *) echo "[paquets] paquet inconnu : $package" >&2; exit 2 ;;
  esac
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "[paquets] paquets Debian absents : ${missing[*]} ; installation…"
  sudo_if_needed=()
  [ "$(id -u)" -eq 0 ] || sudo_if_needed=(sudo)
  "${sudo_if_needed[@]}" apt-get update -qq
  # No daemon started by the packages' install scripts (nginx on port 80, Redis on 6379...): the tests start their own.
  policy=/usr/sbin/policy-rc.d
  own_policy=0
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' | "${sudo_if_needed[@]}" tee "$policy" >/dev/null
    "${sudo_if_needed[@]}" chmod +x "$policy"
    own_policy=1
  fi
  "${sudo_if_needed[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  [ "$own_policy" -eq 0 ] || "${sudo_if_needed[@]}" rm -f "$policy"
fi
