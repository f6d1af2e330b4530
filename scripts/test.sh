#!/usr/bin/env bash
# `npm test`: type check, lint, unit and API tests on PGlite, the API tests again on PostgreSQL
# when TEST_DATABASE_URL is set, then the browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

step 'Type check'
npx tsc --noEmit -p .
step 'Lint'
npx biome check .
step 'Unit and API tests (embedded PGlite)'
npx vitest run --project unit --project api
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests (PostgreSQL)"
  npx vitest run --project api-pg
else
  echo 'TEST_DATABASE_URL not set: skipping the PostgreSQL run'
fi
# Budgets (README, "Test it"). The fresh start builds dist/web anew, which the journeys then reuse.
step 'Budget: the API under load keeps its share of a bare route (a short api-load bench)'
node scripts/budgets/api-load.ts
step 'Budget: a fresh npm start serves within 60 s'
node scripts/budgets/fresh-start.ts
step 'Budget: the landing and login screens load at most 150 KiB of gzipped JavaScript'
node scripts/budgets/js-size.ts
step 'Browser journeys (Playwright, Chromium; axe on every screen, the JavaScript budget in the browser)'
npx playwright test
