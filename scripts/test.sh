#!/usr/bin/env bash
# `npm test`: the same set-up as `npm start`, then lint, typecheck, unit + integration tests,
# a web build and the end-to-end journeys in Chromium. Integration tests also run against
# PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it). Ends with each step's time, the ten
# slowest test files and the closing "N passed, N failed, N skipped" line, whatever happened.
# TOLK_TEST_STEPS names a file of steps already timed (.ci/run's), to which these are added.
set -euo pipefail
cd "$(dirname "$0")/.."
results=$(mktemp -d)
steps=${TOLK_TEST_STEPS:-$results/steps.tsv}

step() {
  printf '\n== %s\n' "$1" >&2
  printf '%s\t%s\n' "$1" "$(date +%s%3N)" >>"$steps"
}

finish() {
  local status=$?
  printf 'end\t%s\n' "$(date +%s%3N)" >>"$steps"
  if [ -x node_modules/.bin/node ]; then
    node_modules/.bin/node scripts/test-summary.ts "$steps" \
      "$results/unit.json" "$results/unit-rerun.json" "$results/e2e.json" || [ "$status" -ne 0 ] || status=1
  fi
  exit "$status"
}
trap finish EXIT

step "set-up (npm and system packages)"
TOLK_SETUP_TEST_PACKAGES=1 bash scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$PATH"

# Both single-threaded: side by side they take the time of the longer one.
step "lint and typecheck"
npm run --silent lint &
lint=$!
typecheck_status=0
npm run --silent typecheck || typecheck_status=$?
lint_status=0
wait "$lint" || lint_status=$?
if [ "$lint_status" -ne 0 ] || [ "$typecheck_status" -ne 0 ]; then exit 1; fi

step "unit and integration tests"
set +e
vitest run --reporter=default --reporter=json --outputFile.json="$results/unit.json" 2>&1 | tee "$results/unit.log"
unit_status=${PIPESTATUS[0]}
set -e
if [ "$unit_status" -ne 0 ]; then
  node scripts/rerun-crashed.ts "$results/unit.json" "$results/unit.log" "$results/unit-rerun.json"
fi

step "web build"
node scripts/build-web-if-stale.ts

step "native projects (cap sync, no SDK needed)"
bash scripts/native-sync.sh --check

step "end-to-end tests (Chromium)"
vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$results/e2e.json"
