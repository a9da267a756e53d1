#!/usr/bin/env bash
# `npm test`: every check, cheapest first, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s\n' "$*"; }

step "Chromium for the browser tests"
bash scripts/ensure-chromium.sh
step "Type check"
npx tsc --noEmit -p tsconfig.json
step "Lint and format (Biome)"
npx biome ci .
step "Unit and component tests (Vitest)"
npx vitest run
step "Build"
npm run build --silent
step "Browser tests (Playwright, against npm start)"
npx playwright test
