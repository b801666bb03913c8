#!/usr/bin/env bash
# Installs localstripe (PyPI) once into a virtualenv of its own and prints the path of its command.
# Its own virtualenv because a `localstripe` found on PATH may be a version manager's shim that resolves to an
# interpreter without it, depending on the folder and environment it is started from.
set -euo pipefail
CACHE="${HOSTEL_CACHE:-$HOME/.cache/hostel-meals}"
VERSION=1.15.10
VENV="$CACHE/localstripe-$VERSION"
if [ ! -x "$VENV/bin/localstripe" ]; then
  printf '[install] pip: localstripe %s (virtualenv)\n' "$VERSION" >&2
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q --disable-pip-version-check "localstripe==$VERSION" >&2
fi
echo "$VENV/bin/localstripe"
