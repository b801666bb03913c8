#!/usr/bin/env bash
# Installs a command-line tool from PyPI once into a virtualenv of its own and prints the path of its command.
# Usage: install-pip-tool.sh localstripe | schemathesis
# Each tool gets its own virtualenv because a command of that name found on PATH may be a version manager's shim
# that resolves to an interpreter without it, depending on the folder and environment it is started from.
# Versions are pinned: a new schemathesis can add checks or change what a check accepts, and its test phase must
# fail for the API's sake only; a new localstripe can answer differently from the one the suites were written for.
set -euo pipefail
declare -A PINNED=([localstripe]=1.15.10 [schemathesis]=4.32.5)
TOOL="${1:?usage: install-pip-tool.sh localstripe|schemathesis}"
VERSION="${PINNED[$TOOL]:?no pinned version for $TOOL}"
CACHE="${HOSTEL_CACHE:-$HOME/.cache/hostel-meals}"
VENV="$CACHE/$TOOL-$VERSION"
if [ ! -x "$VENV/bin/$TOOL" ]; then
  printf '[install] pip: %s %s (virtualenv)\n' "$TOOL" "$VERSION" >&2
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q --disable-pip-version-check "$TOOL==$VERSION" >&2
fi
echo "$VENV/bin/$TOOL"
