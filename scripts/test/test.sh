#!/usr/bin/env bash
# `npm test`: every check, cheapest first, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
step() { printf '\n== %s\n' "$*"; }

# The run keeps its temporary files in a folder of its own inside $TMPDIR. tsx and Playwright leave their
# caches and pipe folders in $TMPDIR by design: those go at the end. Anything else a test left there fails
# the run, naming it; the folder is removed either way, so $TMPDIR is as it was.
run_tmp="$(mktemp -d "${TMPDIR:-/tmp}/100in100-test-XXXXXX")"
export TMPDIR="$run_tmp"
finish() {
  local status=$?
  rm -rf "$run_tmp"/tsx-* "$run_tmp"/playwright-transform-cache-*
  local left
  left="$(ls -A "$run_tmp")"
  rm -rf "$run_tmp"
  if [ -n "$left" ]; then
    printf 'npm test: the tests left files in $TMPDIR: %s\n' "$left" >&2
    [ "$status" -eq 0 ] && status=1
  fi
  exit "$status"
}
trap finish EXIT

step "Chromium, Firefox ESR, WebKitGTK, Xvfb and nginx for the browser and deployment tests"
bash scripts/ensure-system-packages.sh
step "Type check"
npx tsc --noEmit -p tsconfig.json
step "Lint and format (Biome)"
npx biome ci .
step "Unit and component tests (Vitest)"
npx vitest run
step "Build, as the GitLab pipeline's build job runs it (.gitlab-ci.yml in gitlab-ci-local)"
bash scripts/test/gitlab-build-job.sh
step "Valid HTML on every page (html-validate, .htmlvalidate.json)"
npx html-validate dist
step "Byte budgets, browser and deployment tests (Playwright against npm start; nginx with deploy/nginx.conf)"
npx playwright test --project=site --project=dev-server --project=cms --project=commands
step "The editing app's second start within its budget, timed with nothing else running (tests/cms-start)"
npx playwright test --project=cms-start --workers=1
step "Valid HTML on every page of the tests' build of every municipality (fixtures included)"
npx html-validate .build/e2e-site/dist
step "The engine checks in Firefox ESR and WebKitGTK, side by side (tests/engines; Chromium's are in Playwright's)"
npm run test:engines --silent
