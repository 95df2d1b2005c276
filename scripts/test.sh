#!/usr/bin/env bash
# The README's test command: every suite, in order of speed.
#   types and lint -> unit and server integration (embedded PostgreSQL) -> end-to-end in Chromium.
# Set TEST_DATABASE_URL=postgres://… to run the server suite against that PostgreSQL instead of
# the embedded one (once, not twice: every end-to-end server still runs the embedded PostgreSQL,
# so both engines stay covered). Each phase prints the second it started, so a slow run shows
# where its minutes went.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec bash scripts/toolchain.sh bash -c '
  set -euo pipefail
  phase() { echo "› [${SECONDS} s] $*"; }
  trap "phase Finished" EXIT
  phase Typecheck;  npm run --silent typecheck
  phase Lint;       npm run --silent lint
  phase "Unit and integration (Vitest)"
  npx vitest run
  phase "Build";    node scripts/build-web.mjs
  phase "Bundle budget"; node scripts/check-bundle.mjs
  phase "End-to-end (Chromium)"; npx playwright test
'
