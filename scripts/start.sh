#!/usr/bin/env bash
# `npm start`: set up, build the web app if stale, and serve the whole product (API + worker,
# PGlite, local files, mail outbox) on http://localhost:${PORT:-8080}.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$PATH"
node scripts/build-web-if-stale.ts
exec node apps/server/src/main.ts
