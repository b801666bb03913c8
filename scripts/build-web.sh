#!/usr/bin/env bash
# Builds the four front ends for production (two at a time: the machines have two cores).
set -euo pipefail
cd "$(dirname "$0")/.."
pids=()
for app in shell mf-meals mf-dashboard mf-admin; do
  (cd "$app" && npx --no-install webpack --mode production 2>&1 | grep -v 'Unknown .* config' | sed "s/^/[$app] /") &
  pids+=($!)
  if [ ${#pids[@]} -ge 2 ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
done
for pid in "${pids[@]}"; do wait "$pid"; done
for app in shell mf-meals mf-dashboard mf-admin; do test -f "$app/dist/index.html" || { echo "$app did not build"; exit 1; }; done
# The JavaScript budget per page (.size-limit.cjs, scripts/budget): a build whose page grew past its budget fails here.
npx --no-install size-limit
# The first-screen renderers (server side, seconds with esbuild): the shell and mf-meals render their public pages.
node scripts/build-first-screen.mjs shell mf-meals
# When the build happened (webpack leaves a file it would write unchanged alone, so no output's date says it).
for app in shell mf-meals mf-dashboard mf-admin; do touch "$app/dist/.built"; done
echo "front ends built"
