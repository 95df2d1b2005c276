#!/usr/bin/env bash
# The README's test command: every suite, in order of speed.
#   types and lint -> unit and server integration (embedded PostgreSQL) -> end-to-end in Chromium.
# Set TEST_DATABASE_URL=postgres://… to run the server suite against that PostgreSQL instead of
# the embedded one (once, not twice: the suite takes ~8 minutes on 2 cores; every end-to-end
# server still runs the embedded PostgreSQL, so both engines stay covered).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec bash scripts/toolchain.sh bash -c '
  set -euo pipefail
  echo "› Typecheck";            npm run --silent typecheck
  echo "› Lint";                 npm run --silent lint
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    echo "› Unit and integration (server suite on TEST_DATABASE_URL)"; npx vitest run
  else
    echo "› Unit and integration (embedded PostgreSQL)"; npx vitest run
  fi
  node scripts/build-web.mjs
  echo "› Bundle budget";        node scripts/check-bundle.mjs
  echo "› End-to-end (Chromium)"; npx playwright test
'
