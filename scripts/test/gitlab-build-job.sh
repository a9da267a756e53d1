#!/usr/bin/env bash
# npm test's build of the site: `npm run build` as the GitLab pipeline's build job runs it (.gitlab-ci.yml,
# checked against GitLab's schema and run by gitlab-ci-local with its shell executor), so a pipeline file
# that no longer builds fails here, and html-validate then checks what it built. node_modules is present,
# so the job skips `npm ci` as it does with a warm cache. gitlab-ci-local's state folder goes afterwards, and
# its HOME is in there, so no personal gitlab-ci-local variables take part.
set -euo pipefail
cd "$(dirname "$0")/../.."
state=.build/gitlab-ci-local
trap 'rm -rf "$state"' EXIT
npx gitlab-ci-local --state-dir "$state" --home "$state/home" --force-shell-executor --no-color build
