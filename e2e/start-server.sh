#!/usr/bin/env bash
# The journeys' server: `npm start` on a fresh data folder, so every run sees only the demo event.
set -euo pipefail
rm -rf "${DATA_DIR:?}"
exec node scripts/start.ts
