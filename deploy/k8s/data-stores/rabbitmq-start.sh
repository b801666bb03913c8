#!/bin/sh
# Starts RabbitMQ, then gives each service its own user and permissions (broker-users.sh) on every start: the
# commands are idempotent, so a changed password or routing key applies at the next restart. The health check
# waits for /tmp/broker-users-ready, so no service connects before its user exists.
set -eu
rm -f /tmp/broker-users-ready
rabbitmq-server &
server=$!
trap 'kill -TERM "$server"; wait "$server"; exit 0' TERM INT
until rabbitmqctl -q await_startup >/dev/null 2>&1; do
  kill -0 "$server" 2>/dev/null || exit 1
  sleep 2
done
sh "$(dirname "$0")/broker-users.sh"
touch /tmp/broker-users-ready
wait "$server"
