#!/usr/bin/env bash
# The app icons and splash screens of apps/web/ios and apps/web/android, made by @capacitor/assets
# from one source image, apps/web/assets/logo.svg (the brand mark), on the brand colour. Run it
# after changing the logo and commit what it writes. @capacitor/assets pins sharp 0.32, which
# downloads libvips from GitHub at install; it is installed here, outside the workspace, with the
# sharp the project already uses (prebuilt npm packages), so it installs from the npm registry alone.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
tool=node_modules/.cache/capacitor-assets
if [ ! -x "$tool/node_modules/.bin/capacitor-assets" ]; then
  mkdir -p "$tool"
  cat > "$tool/package.json" <<'JSON'
{
  "private": true,
  "devDependencies": { "@capacitor/assets": "3.0.5" },
  "overrides": { "sharp": "0.35.5", "@capacitor/cli": "8.5.2" }
}
JSON
  (cd "$tool" && npm install --no-audit --no-fund --loglevel=error --ignore-scripts)
fi
brand=$(node -p "require('./packages/contract/src/constants.ts').DEFAULT_PRIMARY_COLOR")
cd apps/web
"../../$tool/node_modules/.bin/capacitor-assets" generate --ios --android \
  --iconBackgroundColor "$brand" --iconBackgroundColorDark '#1a1b1e' \
  --splashBackgroundColor "$brand" --splashBackgroundColorDark '#1a1b1e' --logoSplashTargetWidth 512
