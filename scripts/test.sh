#!/usr/bin/env bash
# `npm test`: every check, cheapest first, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s\n' "$*"; }

step "Chromium, Firefox ESR, WebKitGTK, Xvfb and nginx for the browser and deployment tests"
bash scripts/ensure-system-packages.sh
step "Type check"
npx tsc --noEmit -p tsconfig.json
step "Lint and format (Biome)"
npx biome ci .
step "Unit and component tests (Vitest)"
npx vitest run
step "Build"
npm run build --silent
step "Byte budgets of QUALITY.md (the compressed copies servers send, over dist/)"
npx tsx scripts/budgets.ts
step "Valid HTML on every page (html-validate, .htmlvalidate.json)"
npx html-validate dist
step "Browser and deployment tests (Playwright against npm start; nginx with deploy/nginx.conf)"
npx playwright test
step "The same site in three browser engines: Chromium, Firefox ESR, WebKitGTK (tests/engines)"
npm run test:engines --silent
