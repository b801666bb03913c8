#!/usr/bin/env bash
# Installs the real servers the tests and the real-infrastructure mode use. Idempotent: each step is
# skipped when its result is already there. Everything comes from the machine's registries only.
set -euo pipefail
CACHE="${HOSTEL_CACHE:-$HOME/.cache/hostel-meals}"
mkdir -p "$CACHE/bin"
log() { printf '[install] %s\n' "$*"; }

apt_pkgs=()
command -v redis-server >/dev/null || apt_pkgs+=(redis-server)
command -v rabbitmq-server >/dev/null || apt_pkgs+=(rabbitmq-server)
[ -x /usr/bin/chromium ] || apt_pkgs+=(chromium)
if [ ${#apt_pkgs[@]} -gt 0 ]; then
  log "apt: ${apt_pkgs[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${apt_pkgs[@]}" >/dev/null
fi

FERRETDB_VERSION=v1.24.2
if [ ! -x "$CACHE/bin/ferretdb-$FERRETDB_VERSION" ]; then
  log "building FerretDB $FERRETDB_VERSION (SQLite backend) from the Go module proxy"
  work=$(mktemp -d)
  (cd "$work" && go mod init ferretdb-build >/dev/null 2>&1 &&
    go mod download "github.com/FerretDB/FerretDB@$FERRETDB_VERSION")
  src="$(go env GOMODCACHE)/github.com/!ferret!d!b/!ferret!d!b@$FERRETDB_VERSION"
  cp -r "$src" "$work/src" && chmod -R u+w "$work/src"
  # Go now records the module as the main module even for a module-cache build, and FerretDB then
  # insists on a generated version file; write it the way its own build task does.
  echo "$FERRETDB_VERSION" > "$work/src/build/version/version.txt"
  # Newer Go refuses FerretDB's old go:linkname uses unless the check is turned off.
  (cd "$work/src" && go build -ldflags=-checklinkname=0 -o "$CACHE/bin/ferretdb-$FERRETDB_VERSION" ./cmd/ferretdb)
  rm -rf "$work"
fi
ln -sf "$CACHE/bin/ferretdb-$FERRETDB_VERSION" "$CACHE/bin/ferretdb"

bash "$(dirname "$0")/install-pip-tool.sh" localstripe >/dev/null
bash "$(dirname "$0")/install-pip-tool.sh" schemathesis >/dev/null
log "done"
