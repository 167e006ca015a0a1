#!/usr/bin/env bash
# Every test of the project: type check, lint, unit tests (Jest), end-to-end tests (Playwright in Debian's
# Chromium against the embedded Strapi on a fresh database and a production build of the site).
# Installs Debian's Chromium when it is missing (Playwright cannot download its own browser here).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 STRAPI_TELEMETRY_DISABLED=true

if ! command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1; then
  echo "[test] Chromium absent : installation du paquet Debian 'chromium'…"
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi

step() { echo; echo "=== $1 ($(date +%T))"; }
step "Vérification des types"
npx --no-install tsc --noEmit
step "Lint"
npx --no-install eslint . --max-warnings=0
mkdir -p .test-reports
step "Tests unitaires"
npx --no-install jest --ci --json --outputFile=.test-reports/jest.json
step "Tests de bout en bout"
npx --no-install playwright test

# One closing line for both runners.
node -e '
const jest = require("./.test-reports/jest.json");
const pw = require("./.test-reports/playwright.json").stats;
const passed = jest.numPassedTests + pw.expected;
const failed = jest.numFailedTests + pw.unexpected + pw.flaky;
const skipped = jest.numPendingTests + pw.skipped;
console.log(`\nTotal: ${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
'
