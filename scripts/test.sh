#!/usr/bin/env bash
# Every test of the project: type check, lint, unit tests (Jest), end-to-end tests (Playwright in Debian's
# Chromium against the embedded Strapi on a fresh database and a production build of the site).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 STRAPI_TELEMETRY_DISABLED=true

# Debian packages the tests need and cannot download otherwise: Chromium (Playwright cannot fetch its own browser
# here), Redis, PostgreSQL and nginx (the production rehearsal, e2e/production.spec.ts, and the tests of several
# instances start their own throw-away servers on free ports). The rehearsal also installs Node.js 24 LTS for its
# instances from the npm registry (.cache/node-lts); everything else runs on this machine's Node.js.
# Firefox ESR and WebKitGTK (with Xvfb) for the other engines' journeys (e2e/engines.spec.ts). Java for the W3C's
# HTML checker (vnu-jar from npm, e2e/vnu.ts). age and minisign for the CMS's encrypted, signed backups (docs/deploy.md).
bash scripts/debian-packages.sh chromium redis-server postgresql nginx firefox-esr webkit2gtk-driver xvfb default-jre-headless age minisign

step() { echo; echo "=== $1 ($(date +%T))"; }
mkdir -p .test-reports

# The end-to-end servers (a CMS seeded on start, then a production build of the site against it) start first, in the
# background: the checks and the unit tests below use one core at a time for most of their minute and a half, the
# start the other. Playwright then runs against them (E2E_REUSE_SERVER=1), and they stop with this script.
step "Serveurs de bout en bout, en arrière-plan (journal : .test-reports/e2e-servers.log)"
node scripts/e2e-servers.mjs > .test-reports/e2e-servers.log 2>&1 &
servers=$!
trap 'kill "$servers" 2>/dev/null || true; wait "$servers" 2>/dev/null || true' EXIT

step "Vérification des types"
npx --no-install tsc --noEmit
npx --no-install tsc -p cms/jsconfig.json
step "Lint"
npx --no-install eslint . --max-warnings=0
step "Règles d'import (.dependency-cruiser.cjs)"
npm run --silent lint:imports
step "Tests unitaires"
npx --no-install jest --ci --json --outputFile=.test-reports/jest.json
step "Serveurs de bout en bout prêts"
node scripts/wait-e2e-servers.mjs "$servers" .test-reports/e2e-servers.log
step "Tests de bout en bout"
E2E_REUSE_SERVER=1 npx --no-install playwright test

# One closing line for both runners.
node -e '
const jest = require("./.test-reports/jest.json");
const pw = require("./.test-reports/playwright.json").stats;
const passed = jest.numPassedTests + pw.expected;
const failed = jest.numFailedTests + pw.unexpected + pw.flaky;
const skipped = jest.numPendingTests + pw.skipped;
console.log(`\nTotal: ${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
'
