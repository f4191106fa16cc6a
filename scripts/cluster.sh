#!/usr/bin/env bash
# The production topology on one machine, without containers (DESIGN.md "Scale out"):
# PostgreSQL from Debian, s3rver, two API processes (TOLK_ROLE=api) behind a round-robin proxy with
# no stickiness, and N worker processes (TOLK_ROLE=worker), all on one database and one bucket.
#
#   bash scripts/cluster.sh start [--workers N]   fresh cluster (default 2 workers); prints KEY=value lines
#   bash scripts/cluster.sh stop                  stops everything; safe to run again
#
# stdout carries only the KEY=value lines (PROXY_URL, API_1_URL, API_2_URL, API_PIDS, WORKER_PIDS,
# PROXY_PID, S3_PID, DATABASE_URL, S3_ENDPOINT, S3_BUCKET, DATA_DIR, MAIL_DIR, CLUSTER_DIR); they
# are also kept in $TOLK_CLUSTER_DIR/cluster.env. Progress goes to stderr, each process's log to
# $TOLK_CLUSTER_DIR/logs. Variables already in the environment (REVENUECAT_WEBHOOK_AUTH, LOG_LEVEL,
# TOLK_WARM_PAIRS, ...) reach every server process.
#   TOLK_CLUSTER_DIR      where pids, logs, the database and the bucket live (default /tmp/tolk-cluster)
#   TOLK_CLUSTER_PORT     the proxy's port (default 18080); the API instances take the next two
#   TOLK_CLUSTER_PG_PORT  PostgreSQL's port (default 55940)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

DIR=${TOLK_CLUSTER_DIR:-/tmp/tolk-cluster}
PROXY_PORT=${TOLK_CLUSTER_PORT:-18080}
PG_PORT=${TOLK_CLUSTER_PG_PORT:-55940}
BUCKET=tolk
WAIT_SECONDS=120

say() { echo "cluster: $*" >&2; }
pg() { TOLK_TEST_PG_PORT=$PG_PORT TOLK_TEST_PG_DIR=$DIR/pg bash scripts/test-postgres.sh "$@"; }

# The pids of this cluster's processes still running: a pid file whose process is gone (or whose
# number now belongs to another program) is skipped.
cluster_pids() {
  local pidfile pid
  for pidfile in "$DIR"/pids/*.pid; do
    [ -f "$pidfile" ] || continue
    pid=$(cat "$pidfile")
    if tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q 'apps/server/src/main.ts\|scripts/cluster/'; then
      echo "$pid"
    fi
  done
}

stop_cluster() {
  local pids
  pids=$(cluster_pids)
  # Graceful first (servers close their Apertium pipelines and database pools), then forced.
  [ -n "$pids" ] && { kill -TERM $pids 2>/dev/null || true; }
  for _ in $(seq 1 100); do
    [ -z "$(cluster_pids)" ] && break
    sleep 0.1
  done
  pids=$(cluster_pids)
  [ -n "$pids" ] && { kill -KILL $pids 2>/dev/null || true; }
  rm -f "$DIR"/pids/*.pid
  if [ -f "$DIR/pg/PG_VERSION" ]; then pg stop >/dev/null 2>&1 || true; fi
}

# Starts one process in the background with its log, and records its pid under a name.
launch() {
  local name=$1
  shift
  "$@" >"$DIR/logs/$name.log" 2>&1 &
  echo $! >"$DIR/pids/$name.pid"
}

wait_until() {
  local what=$1
  shift
  for _ in $(seq 1 $((WAIT_SECONDS * 5))); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.2
  done
  say "gave up waiting for $what (logs in $DIR/logs)"
  return 1
}

# /api/health answers ok and its engine has warmed up (the field is absent on older servers).
healthy() {
  curl -sf --max-time 2 "$1/api/health" | node -e '
    let body = ""; process.stdin.on("data", (c) => (body += c)).on("end", () => {
      const health = JSON.parse(body);
      process.exit(health.ok === true && health.engine?.ready !== false ? 0 : 1);
    });'
}

worker_warm() { grep -q 'engine warm-up' "$DIR/logs/worker-$1.log"; }

start_cluster() {
  local workers=$1
  stop_cluster
  # Wiped for a fresh cluster, so only an empty folder or one an earlier start made.
  if [ -n "$(ls -A "$DIR" 2>/dev/null)" ] && [ ! -d "$DIR/pids" ]; then
    say "$DIR is not empty and holds no cluster: choose another TOLK_CLUSTER_DIR"
    return 1
  fi
  rm -rf "$DIR"
  mkdir -p "$DIR/logs" "$DIR/pids" "$DIR/data" "$DIR/s3"

  node scripts/build-web-if-stale.ts >&2
  say "PostgreSQL on port $PG_PORT"
  local database_url
  database_url=$(pg)

  launch s3 node scripts/cluster/s3.ts "$DIR/s3" "$BUCKET" "$DIR/s3-endpoint"
  wait_until "s3rver" test -s "$DIR/s3-endpoint"
  local s3_endpoint
  s3_endpoint=$(cat "$DIR/s3-endpoint")

  local proxy_url="http://localhost:$PROXY_PORT"
  local api_1_url="http://127.0.0.1:$((PROXY_PORT + 1))"
  local api_2_url="http://127.0.0.1:$((PROXY_PORT + 2))"
  # One secret, one database, one bucket and one public address for every process: any instance
  # must accept another's session cookie, signed download URL and upload.
  export DATABASE_URL=$database_url
  export BETTER_AUTH_SECRET
  BETTER_AUTH_SECRET=$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("base64url"))')
  export BASE_URL=$proxy_url
  # The proxy's other name, and the instances themselves for clients that talk to one directly.
  export TRUSTED_ORIGINS="http://127.0.0.1:$PROXY_PORT,$api_1_url,$api_2_url"
  export TRUST_PROXY=127.0.0.1
  export S3_ENDPOINT=$s3_endpoint S3_BUCKET=$BUCKET S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER
  export S3_REGION=us-east-1
  # Shared by every process: with S3 set it holds only the mail outbox (no SMTP_URL).
  export DATA_DIR=$DIR/data
  export HOST=127.0.0.1
  export LOG_LEVEL=${LOG_LEVEL:-info}

  say "2 API instances, $workers worker(s), proxy on $proxy_url"
  PORT=$((PROXY_PORT + 1)) TOLK_ROLE=api launch api-1 node apps/server/src/main.ts
  PORT=$((PROXY_PORT + 2)) TOLK_ROLE=api launch api-2 node apps/server/src/main.ts
  local i worker_pids=()
  for i in $(seq 1 "$workers"); do
    TOLK_ROLE=worker launch "worker-$i" node apps/server/src/main.ts
    worker_pids+=("$(cat "$DIR/pids/worker-$i.pid")")
  done
  launch proxy node scripts/cluster/proxy.ts "$PROXY_PORT" "$api_1_url" "$api_2_url"

  wait_until "API instance 1" healthy "$api_1_url"
  wait_until "API instance 2" healthy "$api_2_url"
  # Round-robin: two answers in a row through the proxy come from both instances.
  wait_until "the proxy" healthy "$proxy_url"
  wait_until "the proxy" healthy "$proxy_url"
  for i in $(seq 1 "$workers"); do wait_until "worker $i's engine" worker_warm "$i"; done

  {
    echo "CLUSTER_DIR=$DIR"
    echo "PROXY_URL=$proxy_url"
    echo "API_1_URL=$api_1_url"
    echo "API_2_URL=$api_2_url"
    echo "API_PIDS=$(cat "$DIR/pids/api-1.pid"),$(cat "$DIR/pids/api-2.pid")"
    echo "WORKER_PIDS=$(IFS=,; echo "${worker_pids[*]}")"
    echo "PROXY_PID=$(cat "$DIR/pids/proxy.pid")"
    echo "S3_PID=$(cat "$DIR/pids/s3.pid")"
    echo "DATABASE_URL=$database_url"
    echo "S3_ENDPOINT=$s3_endpoint"
    echo "S3_BUCKET=$BUCKET"
    echo "DATA_DIR=$DIR/data"
    echo "MAIL_DIR=$DIR/data/mail"
  } | tee "$DIR/cluster.env"
}

command=${1:-}
shift || true
case $command in
  start)
    workers=2
    while [ $# -gt 0 ]; do
      case $1 in
        --workers) workers=${2:?--workers needs a number}; shift 2 ;;
        --workers=*) workers=${1#--workers=}; shift ;;
        *) echo "unknown argument: $1" >&2; exit 2 ;;
      esac
    done
    [[ $workers =~ ^[1-9][0-9]*$ ]] || { echo "--workers must be a positive number" >&2; exit 2; }
    if ! start_cluster "$workers"; then
      stop_cluster
      exit 1
    fi
    ;;
  stop)
    stop_cluster
    say "stopped"
    ;;
  *)
    echo "usage: bash scripts/cluster.sh start [--workers N] | stop" >&2
    exit 2
    ;;
esac
