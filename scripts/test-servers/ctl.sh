#!/usr/bin/env bash
# Fault injection for the fault tests: ctl.sh stop|start|restart rabbitmq|redis
set -euo pipefail
action=$1 server=$2
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
STATE="$ROOT/.cache/servers"
redis_start() {
  redis-server --daemonize yes --port 6379 --bind 127.0.0.1 --save '' --appendonly no \
    --dir "$STATE" --logfile "$STATE/logs/redis.log" </dev/null >/dev/null 2>&1
  for _ in $(seq 1 40); do redis-cli -p 6379 ping >/dev/null 2>&1 && return 0; sleep 0.25; done
  return 1
}
redis_stop() {
  redis-cli -p 6379 shutdown nosave >/dev/null 2>&1 || true
  for _ in $(seq 1 40); do redis-cli -p 6379 ping >/dev/null 2>&1 || return 0; sleep 0.25; done
}
case "$server:$action" in
  rabbitmq:stop) rabbitmqctl -q stop_app ;;
  rabbitmq:start) rabbitmqctl -q start_app && rabbitmqctl -q await_startup ;;
  rabbitmq:restart) rabbitmqctl -q stop_app && rabbitmqctl -q start_app && rabbitmqctl -q await_startup ;;
  redis:stop) redis_stop ;;
  redis:start) redis_start ;;
  redis:restart) redis_stop && redis_start ;;
  *) echo "usage: ctl.sh stop|start|restart rabbitmq|redis" >&2; exit 2 ;;
esac
