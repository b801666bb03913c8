#!/usr/bin/env bash
# The one test command (`npm test`): starts the real test servers (idempotent), then runs every suite —
# static checks, unit/contract/component tests, API tests through the gateway in both modes, browser journeys,
# and last the fault tests that restart servers (alone, so they cannot disturb the others). Results of every
# phase go to test-results/*.json; the last line is the plain "N passed, N failed" summary.
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
OUT="$ROOT/test-results"
rm -rf "$OUT" && mkdir -p "$OUT"

eval "$(bash scripts/test-servers/up.sh)"
export REQUIRE_SERVERS=1 LOG_LEVEL="${LOG_LEVEL:-silent}"

static_check() { # name, command...
  local name=$1; shift
  if "$@" >"$OUT/$name.log" 2>&1; then echo "{\"name\":\"$name\",\"ok\":true}" >"$OUT/static-$name.json"
  else echo "{\"name\":\"$name\",\"ok\":false}" >"$OUT/static-$name.json"; cat "$OUT/$name.log"; fi
}
jest_phase() { # name, jest args...
  local name=$1; shift
  echo "::: jest phase $name"
  npx jest --ci --json --outputFile="$OUT/jest-$name.json" "$@" 2>&1 | grep -v 'Unknown user config'
}

echo "::: static checks"
static_check typecheck npx tsc -p tsconfig.json --noEmit
static_check lint npx eslint .

# Front-end bundles for the browser journeys (built once; the e2e harness serves them).
if [ -f scripts/build-web.sh ]; then bash scripts/build-web.sh >"$OUT/build-web.log" 2>&1 || { cat "$OUT/build-web.log"; echo '{"name":"build-web","ok":false}' >"$OUT/static-build-web.json"; }; fi

jest_phase unit --selectProjects node web --maxWorkers=2
if [ -d api-tests ]; then
  API_TEST_MODE=embedded jest_phase api-embedded --selectProjects api --runInBand
  API_TEST_MODE=real jest_phase api-real --selectProjects api --runInBand
fi
jest_phase e2e --selectProjects e2e --runInBand
jest_phase fault --selectProjects fault --runInBand

node scripts/test-summary.mjs "$OUT"
