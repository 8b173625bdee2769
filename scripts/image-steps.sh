#!/usr/bin/env bash
# Replays the Dockerfile's steps on a machine without a container engine, in a clean folder, and
# starts what the runtime stage holds:
#   1. build stage:     fresh clone; package.json + package-lock.json; npm ci; the rest of the
#                       context as .dockerignore leaves it (COPY . .); npm run build
#   2. prod-deps stage: package.json + package-lock.json; npm ci --omit=dev
#   3. runtime stage:   node_modules from 2; package.json, scripts/start.mjs, deploy/healthcheck.mjs;
#                       dist/{apps,libs,projections,runtime} and web/dist from 1
#   4. runs the runtime stage's command (node scripts/start.mjs all) on its embedded default
#      (PGlite in a temporary DATA_DIR): /api/health, the console's index page, the HEALTHCHECK
#   5. two api (RUN_PROJECTIONS=false) and two worker processes on PostgreSQL (a fresh database)
#      and a Redis of its own: /api/health is ok (the workers hold the leases); a socket.io session
#      is known only to the process that opened it
#   6. where nginx is installed: deploy/nginx.conf (addresses changed to the local ports) in front
#      of the two: health, console, socket.io polling kept to its process, WebSocket upgrade (101);
#      and the same file without ip_hash loses sessions (the control)
# What it cannot replay: the base image itself (here the host's node and npm, not
# node:20-bookworm-slim's), the non-root user, VOLUME, HEALTHCHECK scheduling and Compose itself.
# Usage: scripts/image-steps.sh [repository, default: this one]
#   PG_URL: the PostgreSQL server (a database is created and dropped); NPM: the npm command, e.g.
#   NPM="npx -y npm@10.8.2" for the npm of the Node 20 images rather than this machine's.
set -euo pipefail
REPO="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
PG_URL="${PG_URL:-postgres://postgres@127.0.0.1:5432}"
NPM="${NPM:-npm}"
WORK="$(mktemp -d /tmp/packflow-image.XXXXXX)"
PIDS=()
DB=""
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  if [ -n "$DB" ]; then psql "$PG_URL/postgres" -qc "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null 2>&1 || true; fi
}
trap cleanup EXIT
step() { echo; echo "== $*"; }
fail() { echo "FAILED: $*" >&2; exit 1; }
free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
# Waits until a URL answers 200 (up to $2 seconds) while the process $3 lives.
wait_ok() {
  for _ in $(seq 1 "$2"); do
    if curl -fsS -o /dev/null "$1" 2>/dev/null; then return 0; fi
    kill -0 "$3" 2>/dev/null || return 1
    sleep 1
  done
  return 1
}

step "clone $REPO into $WORK/context"
git clone -q "$REPO" "$WORK/context"
cd "$WORK/context"
echo "commit $(git rev-parse --short HEAD)"
grep -q '^!' .dockerignore && fail ".dockerignore has exceptions (!), which this replay does not read"

step "build stage: npm ci"
mkdir "$WORK/build"
cp package.json package-lock.json "$WORK/build/"
(cd "$WORK/build" && $NPM --version && $NPM ci --no-audit --no-fund)

step "build stage: COPY . . (honouring .dockerignore), npm run build"
# Each .dockerignore line is a pattern from the context's root, as rsync's anchored excludes are.
EXCLUDES=()
while IFS= read -r line; do
  case "$line" in '' | '#'*) continue ;; esac
  EXCLUDES+=("--exclude=/$line")
done <.dockerignore
rsync -a "${EXCLUDES[@]}" ./ "$WORK/build/"
(cd "$WORK/build" && $NPM run build)

step "prod-deps stage: npm ci --omit=dev"
mkdir "$WORK/prod-deps"
cp package.json package-lock.json "$WORK/prod-deps/"
(cd "$WORK/prod-deps" && $NPM ci --omit=dev --no-audit --no-fund)

step "runtime stage"
R="$WORK/runtime"
mkdir -p "$R/scripts" "$R/deploy" "$R/dist" "$R/web"
cp -a "$WORK/prod-deps/node_modules" "$R/node_modules"
cp package.json "$R/"
cp scripts/start.mjs "$R/scripts/"
cp deploy/healthcheck.mjs "$R/deploy/"
for d in apps libs projections runtime; do cp -a "$WORK/build/dist/$d" "$R/dist/$d"; done
cp -a "$WORK/build/web/dist" "$R/web/dist"
# The build tools stay out (typescript comes in as i18next's peer, but nothing runs it).
for tool in vite jest eslint tsc-alias; do
  [ ! -e "$R/node_modules/.bin/$tool" ] || fail "$tool is in the production dependencies"
done
echo "runtime: $(du -sh "$R" | cut -f1), node_modules $(du -sh "$R/node_modules" | cut -f1), no build tools"

step "runtime: node scripts/start.mjs all (PGlite in a temporary DATA_DIR)"
PORT_ALL="$(free_port)"
(cd "$R" && NODE_ENV=production PORT="$PORT_ALL" HOST=127.0.0.1 DATA_DIR="$WORK/data" \
  ADMIN_PASSWORD=image-steps-1 exec node scripts/start.mjs all >"$WORK/all.log" 2>&1) &
PIDS+=($!)
wait_ok "http://127.0.0.1:$PORT_ALL/api/health" 120 "${PIDS[-1]}" || { cat "$WORK/all.log"; fail "all: no health"; }
grep -q 'running npm run build first' "$WORK/all.log" && fail "start.mjs tried to build in the runtime stage"
echo "health: $(curl -fsS "http://127.0.0.1:$PORT_ALL/api/health" | cut -c1-160)…"
curl -fsS "http://127.0.0.1:$PORT_ALL/" | grep -q '<div id="root"' || fail "no console index page at /"
echo "console index page: ok"
(cd "$R" && PORT="$PORT_ALL" node deploy/healthcheck.mjs) || fail "deploy/healthcheck.mjs said unhealthy"
echo "HEALTHCHECK command: ok"
kill "${PIDS[-1]}"
wait "${PIDS[-1]}" 2>/dev/null || true

step "runtime: two api (RUN_PROJECTIONS=false) and two workers on PostgreSQL and Redis"
DB="packflow_image_$$"
psql "$PG_URL/postgres" -qc "CREATE DATABASE $DB" >/dev/null
# A Redis of its own: pub/sub (socket.io's adapter) spans a shared server's databases.
REDIS_PORT="$(free_port)"
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no >"$WORK/redis.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 1 20); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.5; done
export DATABASE_URL="$PG_URL/$DB" REDIS_URL="redis://127.0.0.1:$REDIS_PORT" NODE_ENV=production \
  DATA_DIR="$WORK/data-pg" ADMIN_PASSWORD=image-steps-1 TRUST_PROXY=1
API_PORTS=()
API_PIDS=()
for n in 1 2; do
  port="$(free_port)"
  (cd "$R" && PORT="$port" HOST=127.0.0.1 RUN_PROJECTIONS=false exec node scripts/start.mjs api >"$WORK/api$n.log" 2>&1) &
  PIDS+=($!)
  API_PORTS+=("$port")
  API_PIDS+=($!)
  (cd "$R" && exec node scripts/start.mjs worker >"$WORK/worker$n.log" 2>&1) &
  PIDS+=($!)
done
for n in 0 1; do
  wait_ok "http://127.0.0.1:${API_PORTS[$n]}/api/health" 120 "${API_PIDS[$n]}" || {
    cat "$WORK/api$((n + 1)).log"
    fail "api$((n + 1)): no health"
  }
done
PORT_API="${API_PORTS[0]}"
for _ in $(seq 1 60); do
  HEALTH="$(curl -fsS "http://127.0.0.1:$PORT_API/api/health")"
  echo "$HEALTH" | grep -q '"status":"ok"' && break
  sleep 1
done
echo "health: $(echo "$HEALTH" | cut -c1-200)…"
echo "$HEALTH" | grep -q '"status":"ok"' || { cat "$WORK"/worker*.log; fail "api on PostgreSQL: not ok"; }
echo "$HEALTH" | grep -q '"runsProjections":false' || fail "api runs projections"
for n in 1 2; do
  grep -q 'Packflow worker running' "$WORK/worker$n.log" || fail "worker$n did not start"
done
echo "workers: $(grep -h 'Packflow worker running' "$WORK"/worker*.log | head -c 300)"
curl -fsS "http://127.0.0.1:$PORT_API/" | grep -q '<div id="root"' || fail "api: no console index page"

# socket.io over HTTP long-polling: a handshake, then the namespace's connect packet with its sid.
# Prints the second request's status: 200 where the handshake's process answers it, 400 elsewhere.
poll_pair() { # base URL of the handshake, base URL of the second request
  local sid
  sid="$(curl -fsS "$1/socket.io/?EIO=4&transport=polling" | sed -n 's/.*"sid":"\([^"]*\)".*/\1/p')"
  [ -n "$sid" ] || fail "no socket.io handshake at $1"
  curl -s -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: text/plain;charset=UTF-8' \
    --data '40' "$2/socket.io/?EIO=4&transport=polling&sid=$sid"
}
A1="http://127.0.0.1:${API_PORTS[0]}"
A2="http://127.0.0.1:${API_PORTS[1]}"
[ "$(poll_pair "$A1" "$A1")" = 200 ] || fail "socket.io polling on one process"
[ "$(poll_pair "$A1" "$A2")" = 400 ] || fail "a socket.io session of api1 was known to api2"
echo "socket.io polling: a session works on its own process and not on the other (so the proxy must be sticky)"

if ! command -v nginx >/dev/null; then
  step "proxy: no nginx on this machine, deploy/nginx.conf not run"
else
  step "proxy: deploy/nginx.conf in front of the two api processes"
  N="$WORK/nginx"
  mkdir -p "$N/logs"
  PORT_PROXY="$(free_port)"
  # Only the addresses change: Compose's service names become the local processes' ports.
  proxy_conf() { # output file, sed expressions to add
    sed -e "s/server api1:3000/server 127.0.0.1:${API_PORTS[0]}/" -e "s/server api2:3000/server 127.0.0.1:${API_PORTS[1]}/" \
      -e "s/listen 80;/listen 127.0.0.1:$PORT_PROXY;/" "${@:2}" "$WORK/context/deploy/nginx.conf" >"$1"
  }
  run_proxy() { # config file
    nginx -p "$N/" -c "$1" -t -q -g "pid $N/nginx.pid; error_log $N/logs/error.log;" || fail "nginx refuses $1"
    nginx -p "$N/" -c "$1" -g "daemon off; pid $N/nginx.pid; error_log $N/logs/error.log;" &
    PIDS+=($!)
    for _ in $(seq 1 20); do curl -fsS -o /dev/null "http://127.0.0.1:$PORT_PROXY/api/health" 2>/dev/null && return 0; sleep 0.5; done
    fail "no health through nginx"
  }
  stop_proxy() {
    kill "${PIDS[-1]}"
    wait "${PIDS[-1]}" 2>/dev/null || true
  }
  P="http://127.0.0.1:$PORT_PROXY"
  proxy_conf "$N/sticky.conf"
  run_proxy "$N/sticky.conf"
  echo "health through nginx: $(curl -fsS "$P/api/health" | cut -c1-60)…"
  curl -fsS "$P/" | grep -q '<div id="root"' || fail "no console index page through nginx"
  for i in 1 2 3 4 5 6; do
    [ "$(poll_pair "$P" "$P")" = 200 ] || fail "socket.io polling through nginx failed (try $i)"
  done
  echo "socket.io polling through nginx: 6 of 6 sessions kept to their process"
  # curl waits on the open WebSocket until --max-time: the status line is what counts.
  UPGRADE="$(curl -si --max-time 3 -H 'Connection: Upgrade' -H 'Upgrade: websocket' -H 'Sec-WebSocket-Version: 13' \
    -H 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==' "$P/socket.io/?EIO=4&transport=websocket" | head -n1 || true)"
  echo "WebSocket through nginx: $UPGRADE"
  echo "$UPGRADE" | grep -q ' 101 ' || fail "nginx did not pass the WebSocket upgrade on"
  stop_proxy
  # The control: the same file without ip_hash (round robin) loses the sessions.
  proxy_conf "$N/round-robin.conf" -e '/^ *ip_hash;/d'
  run_proxy "$N/round-robin.conf"
  LOST=0
  for _ in 1 2 3 4 5 6; do [ "$(poll_pair "$P" "$P")" = 200 ] || LOST=$((LOST + 1)); done
  echo "control, without ip_hash: $LOST of 6 sessions lost"
  [ "$LOST" -gt 0 ] || fail "round robin kept every session: the check above proves nothing"
  stop_proxy
fi

step "all steps passed (logs in $WORK)"
