#!/usr/bin/env bash
# The README's test command: every suite, in order of speed.
#   types and lint -> unit and server integration (embedded PostgreSQL) -> end-to-end in Chromium.
# Set TEST_DATABASE_URL=postgres://… to run the server suite against that PostgreSQL too.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec bash scripts/toolchain.sh bash -c '
  set -euo pipefail
  echo "› Typecheck";            npm run --silent typecheck
  echo "› Lint";                 npm run --silent lint
  echo "› Unit and integration (embedded PostgreSQL)"; env -u TEST_DATABASE_URL npx vitest run
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    echo "› Server suite on PostgreSQL"; npx vitest run --project server
  fi
  node scripts/build-web.mjs
  echo "› Bundle budget";        node scripts/check-bundle.mjs
  echo "› End-to-end (Chromium)"; npx playwright test
'
