#!/usr/bin/env bash
# The README's start command: Node 24, dependencies, web build, migrations, serve on :3000.
# The node flags are SERVER_NODE_FLAGS (apps/server/src/server-command.ts); a test keeps them equal.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec bash scripts/toolchain.sh bash -c 'node scripts/build-web.mjs && exec node --max-semi-space-size=16 apps/server/src/main.ts'
