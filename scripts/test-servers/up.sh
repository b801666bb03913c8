#!/usr/bin/env bash
# Starts every real server (FerretDB, RabbitMQ, Redis, Firebase Auth emulator, localstripe) if it is
# not already answering, waits until each is ready, and prints the environment to use.
# Usage: eval "$(bash scripts/test-servers/up.sh)"   (progress goes to stderr, exports to stdout)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
CACHE="${HOSTEL_CACHE:-$HOME/.cache/hostel-meals}"
STATE="$ROOT/.cache/servers"
mkdir -p "$STATE/ferretdb" "$STATE/logs"
log() { printf '[servers] %s\n' "$*" >&2; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_for() { # name, log file, seconds, command...
  local name=$1 logfile=$2 secs=$3; shift 3
  for _ in $(seq 1 $((secs * 4))); do "$@" >/dev/null 2>&1 && { log "$name ready"; return 0; }; sleep 0.25; done
  log "$name did not become ready in ${secs}s; the end of $logfile:"
  tail -n 25 "$logfile" >&2 2>/dev/null || true
  return 1
}

bash "$ROOT/scripts/test-servers/install.sh" >&2

if ! port_open 27017; then
  log "starting FerretDB on :27017"
  nohup "$CACHE/bin/ferretdb" --handler=sqlite --sqlite-url="file:$STATE/ferretdb/" \
    --listen-addr=127.0.0.1:27017 --state-dir="$STATE/ferretdb" --telemetry=disable \
    --log-level=warn </dev/null >"$STATE/logs/ferretdb.log" 2>&1 &
fi
if ! port_open 6379; then
  log "starting Redis on :6379"
  redis-server --daemonize yes --port 6379 --bind 127.0.0.1 --save '' --appendonly no \
    --dir "$STATE" --logfile "$STATE/logs/redis.log" </dev/null >/dev/null 2>&1
fi
if ! port_open 5672; then
  log "starting RabbitMQ on :5672"
  rabbitmq-server -detached </dev/null >/dev/null 2>&1 || true
fi
if ! port_open 9099; then
  log "starting the Firebase Auth emulator on :9099"
  # The redirections cover the whole subshell: a shell left holding this script's stdout would keep a caller's
  # `$(up.sh)` waiting for ever.
  (cd "$ROOT" && exec nohup npx --no-install firebase emulators:start --only auth --project demo-hostel) \
    </dev/null >"$STATE/logs/firebase.log" 2>&1 &
fi
if ! port_open 8420; then
  log "starting localstripe on :8420"
  # --from-scratch: localstripe otherwise reloads the state it pickled to /tmp in an earlier run, and a pickle
  # cut short (the machine stopped mid-write) makes it die at start.
  nohup "$(bash "$ROOT/scripts/test-servers/install-pip-tool.sh" localstripe)" --port 8420 --from-scratch </dev/null >"$STATE/logs/localstripe.log" 2>&1 &
fi

wait_for FerretDB "$STATE/logs/ferretdb.log" 30 port_open 27017
wait_for Redis "$STATE/logs/redis.log" 15 redis-cli -p 6379 ping
wait_for RabbitMQ /var/log/rabbitmq/rabbit@$(hostname -s).log 90 rabbitmqctl -q await_startup
# RabbitMQ keeps its data across runs and restarts: the queues earlier test runs left go (prune-broker.ts says
# why). A broker too wedged to delete them (it hung on every queue operation once a few hundred quorum queues had
# piled up) is wiped and restarted in CI, where it is nothing but this project's test broker; elsewhere it is reported.
if ! (cd "$ROOT" && timeout 120 npx --no-install tsx scripts/test-servers/prune-broker.ts); then
  if [ "${CI:-}" = "true" ]; then
    log "RabbitMQ did not answer the pruning; wiping its data and starting it again"
    pkill -9 -u rabbitmq beam.smp || true
    sleep 1
    rm -rf /var/lib/rabbitmq/mnesia/*
    rabbitmq-server -detached </dev/null >/dev/null 2>&1 || true
    wait_for RabbitMQ /var/log/rabbitmq/rabbit@$(hostname -s).log 90 rabbitmqctl -q await_startup
  else
    log "RabbitMQ did not answer the pruning of old test queues; if services hang at start, reset it:"
    log "  rabbitmqctl stop_app && rabbitmqctl force_reset && rabbitmqctl start_app"
  fi
fi
# Each service's own broker user (DESIGN §14), after any wipe above: the services sign in with these, the tests'
# own tools and `npm run dlq` with AMQP_URL.
BROKER_USERS="$(cd "$ROOT" && npx --no-install tsx scripts/test-servers/broker-users.ts)"
wait_for "Firebase Auth emulator" "$STATE/logs/firebase.log" 90 curl -sf http://127.0.0.1:9099/
wait_for localstripe "$STATE/logs/localstripe.log" 60 curl -sf -u sk_test_x: http://127.0.0.1:8420/v1/customers

cat <<ENV
export MONGODB_URI=mongodb://127.0.0.1:27017/
export AMQP_URL=amqp://guest:guest@127.0.0.1:5672
$BROKER_USERS
export REDIS_URL=redis://127.0.0.1:6379
export FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099
export FIREBASE_PROJECT_ID=demo-hostel
export STRIPE_API_BASE=http://127.0.0.1:8420
export STRIPE_SECRET_KEY=sk_test_localstripe
ENV
