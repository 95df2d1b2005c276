#!/usr/bin/env bash
# The README's start command: Node 24, dependencies, web build, migrations, serve on :3000.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec bash scripts/toolchain.sh bash -c 'node scripts/build-web.mjs && exec node apps/server/src/main.ts'
