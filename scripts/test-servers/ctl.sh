#!/usr/bin/env bash
# Fault injection for the fault tests: ctl.sh stop|start|restart rabbitmq|redis
set -euo pipefail
action=$1 server=$2
case "$server:$action" in
  rabbitmq:stop) rabbitmqctl -q stop_app ;;
  rabbitmq:start) rabbitmqctl -q start_app && rabbitmqctl -q await_startup ;;
  rabbitmq:restart) rabbitmqctl -q stop_app && rabbitmqctl -q start_app && rabbitmqctl -q await_startup ;;
  *) echo "usage: ctl.sh stop|start|restart rabbitmq" >&2; exit 2 ;;
esac
