#!/usr/bin/env bash
# Stops the servers up.sh started. Safe to run when they are not running.
set -uo pipefail
log() { printf '[servers] %s\n' "$*" >&2; }
log "stopping"
pkill -f 'ferretdb --handler=sqlite' || true
redis-cli -p 6379 shutdown nosave >/dev/null 2>&1 || true
rabbitmqctl -q stop >/dev/null 2>&1 || true
pkill -f 'firebase emulators:start' || true
pkill -f 'cloud-firestore-emulator|firebase-tools' || true
pkill -f 'localstripe --port' || true
log "stopped"
