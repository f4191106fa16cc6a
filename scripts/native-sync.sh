#!/usr/bin/env bash
# `npm run native:sync`: copies the web build (apps/web/dist) and the Capacitor plugins into the
# committed iOS and Android projects (apps/web/ios, apps/web/android). Needs neither Xcode nor the
# Android SDK. With --check (CI) it then fails if the CLI changed a committed file: the projects
# must be what Capacitor makes of the installed plugins and capacitor.config.ts, so a plugin added
# to package.json without a sync does not land.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
if [ ! -f apps/web/dist/index.html ]; then
  echo "native-sync: no web build in apps/web/dist; run \`npm run build -w apps/web\` first" >&2
  exit 1
fi
(cd apps/web && cap sync)
if [ "${1:-}" = "--check" ]; then
  changed=$(git status --porcelain --untracked-files=all -- apps/web/ios apps/web/android)
  if [ -n "$changed" ]; then
    echo "native-sync: \`cap sync\` changed the committed native projects; run npm run native:sync and commit:" >&2
    echo "$changed" >&2
    git --no-pager diff -- apps/web/ios apps/web/android >&2
    exit 1
  fi
  echo "native-sync: the iOS and Android projects are in sync with the plugins" >&2
fi
