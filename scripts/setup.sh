#!/usr/bin/env bash
# Set-up shared by `npm start` and `npm test`: npm packages (including the pinned Node 24) and
# system packages. Idempotent and quick when nothing changed.
set -euo pipefail
cd "$(dirname "$0")/.."

major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -lt 18 ]; then
  echo "Tolk needs Node.js 18 or newer to bootstrap (it installs its own Node 24). Found: $(node --version 2>/dev/null || echo none)" >&2
  exit 1
fi

# npm packages: install when node_modules is missing or older than the lockfile.
if [ ! -x node_modules/.bin/node ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm packages" >&2
  npm ci --no-audit --no-fund --loglevel=error
fi

bash scripts/setup-system.sh
