#!/usr/bin/env bash
# `npm test`: type check, lint, unit and API tests on PGlite, the budgets, then the browser journeys
# with the API tests on PostgreSQL (when TEST_DATABASE_URL is set) running beside them.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

step 'Type check'
npx tsc --noEmit -p .
step 'Lint'
npx biome check .
step 'Unit and API tests (embedded PGlite)'
npx vitest run --project unit --project api
# Budgets (README, "Test it"), before anything runs beside them: they time things. The fresh start
# builds dist/web anew, which the journeys then reuse.
step 'Budget: the API under load keeps its share of a bare route (a short api-load bench)'
node scripts/budgets/api-load.ts
step 'Budget: a fresh npm start serves within 60 s'
node scripts/budgets/fresh-start.ts
step 'Budget: the landing and login screens load at most 150 KiB of gzipped JavaScript'
node scripts/budgets/js-size.ts

# The journeys keep one core half idle (a browser waiting for a server), and the API tests on
# PostgreSQL wait for their database server: on two cores the two together take little longer than
# the journeys alone (docs/decisions/026-test-run-speed.md). The PostgreSQL run's output is printed
# whole after the journeys', so neither is interleaved with the other.
pg_pid=''
pg_log="$(mktemp)"
trap 'rm -f "$pg_log"' EXIT
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  npx vitest run --project api-pg >"$pg_log" 2>&1 &
  pg_pid=$!
fi
step 'Browser journeys (Playwright, Chromium; axe on every screen, the JavaScript budget in the browser)'
journeys=0
npx playwright test || journeys=$?
step 'API tests (PostgreSQL), run beside the journeys'
postgres=0
if [ -n "$pg_pid" ]; then
  wait "$pg_pid" || postgres=$?
  cat "$pg_log"
else
  echo 'TEST_DATABASE_URL not set: skipping the PostgreSQL run'
fi
if [ "$journeys" -ne 0 ] || [ "$postgres" -ne 0 ]; then
  echo "failed: browser journeys exit $journeys, API tests on PostgreSQL exit $postgres" >&2
  exit 1
fi
