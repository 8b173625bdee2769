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
#   5. api (RUN_PROJECTIONS=false) and worker on PostgreSQL (a fresh database) and a private Redis:
#      /api/health answers and reports the worker's leases
# What it cannot replay: the base image itself (here the host's node and npm, not
# node:20-bookworm-slim's), the non-root user, VOLUME and HEALTHCHECK scheduling.
# Usage: scripts/image-steps.sh [repository, default: this one]   (PG_URL: the PostgreSQL server)
set -euo pipefail
REPO="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
PG_URL="${PG_URL:-postgres://postgres@127.0.0.1:5432}"
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
(cd "$WORK/build" && npm ci --no-audit --no-fund)

step "build stage: COPY . . (honouring .dockerignore), npm run build"
# Each .dockerignore line is a pattern from the context's root, as rsync's anchored excludes are.
EXCLUDES=()
while IFS= read -r line; do
  case "$line" in '' | '#'*) continue ;; esac
  EXCLUDES+=("--exclude=/$line")
done <.dockerignore
rsync -a "${EXCLUDES[@]}" ./ "$WORK/build/"
(cd "$WORK/build" && npm run build)

step "prod-deps stage: npm ci --omit=dev"
mkdir "$WORK/prod-deps"
cp package.json package-lock.json "$WORK/prod-deps/"
(cd "$WORK/prod-deps" && npm ci --omit=dev --no-audit --no-fund)

step "runtime stage"
R="$WORK/runtime"
mkdir -p "$R/scripts" "$R/deploy" "$R/dist" "$R/web"
cp -a "$WORK/prod-deps/node_modules" "$R/node_modules"
cp package.json "$R/"
cp scripts/start.mjs "$R/scripts/"
cp deploy/healthcheck.mjs "$R/deploy/"
for d in apps libs projections runtime; do cp -a "$WORK/build/dist/$d" "$R/dist/$d"; done
cp -a "$WORK/build/web/dist" "$R/web/dist"
for tool in tsc vite jest eslint; do
  [ ! -e "$R/node_modules/.bin/$tool" ] || fail "$tool is in the production dependencies"
done
echo "runtime: $(du -sh "$R" | cut -f1), node_modules $(du -sh "$R/node_modules" | cut -f1), no dev tools"

step "runtime: node scripts/start.mjs all (PGlite in a temporary DATA_DIR)"
PORT_ALL="$(free_port)"
(cd "$R" && NODE_ENV=production PORT="$PORT_ALL" HOST=127.0.0.1 DATA_DIR="$WORK/data" \
  ADMIN_PASSWORD=image-steps-1 exec node scripts/start.mjs all >"$WORK/all.log" 2>&1) &
PIDS+=($!)
wait_ok "http://127.0.0.1:$PORT_ALL/api/health" 120 "${PIDS[-1]}" || { cat "$WORK/all.log"; fail "all: no health"; }
grep -q 'running npm run build first' "$WORK/all.log" && fail "start.mjs tried to build in the runtime stage"
echo "health: $(curl -fsS "http://127.0.0.1:$PORT_ALL/api/health" | head -c 160)…"
curl -fsS "http://127.0.0.1:$PORT_ALL/" | grep -q '<div id="root"' || fail "no console index page at /"
echo "console index page: ok"
(cd "$R" && PORT="$PORT_ALL" node deploy/healthcheck.mjs) || fail "deploy/healthcheck.mjs said unhealthy"
echo "HEALTHCHECK command: ok"
kill "${PIDS[-1]}"
wait "${PIDS[-1]}" 2>/dev/null || true

step "runtime: api (RUN_PROJECTIONS=false) and worker on PostgreSQL and Redis"
DB="packflow_image_$$"
psql "$PG_URL/postgres" -qc "CREATE DATABASE $DB" >/dev/null
# A Redis of its own: pub/sub (socket.io's adapter) spans a shared server's databases.
REDIS_PORT="$(free_port)"
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no >"$WORK/redis.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 1 20); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.5; done
export DATABASE_URL="$PG_URL/$DB" REDIS_URL="redis://127.0.0.1:$REDIS_PORT" NODE_ENV=production \
  DATA_DIR="$WORK/data-pg" ADMIN_PASSWORD=image-steps-1 TRUST_PROXY=1
PORT_API="$(free_port)"
(cd "$R" && PORT="$PORT_API" HOST=127.0.0.1 RUN_PROJECTIONS=false exec node scripts/start.mjs api >"$WORK/api.log" 2>&1) &
PIDS+=($!)
API_PID="${PIDS[-1]}"
(cd "$R" && exec node scripts/start.mjs worker >"$WORK/worker.log" 2>&1) &
PIDS+=($!)
wait_ok "http://127.0.0.1:$PORT_API/api/health" 120 "$API_PID" || { cat "$WORK/api.log"; fail "api: no health"; }
for _ in $(seq 1 60); do
  HEALTH="$(curl -fsS "http://127.0.0.1:$PORT_API/api/health")"
  echo "$HEALTH" | grep -q '"status":"ok"' && break
  sleep 1
done
echo "health: $(echo "$HEALTH" | head -c 200)…"
echo "$HEALTH" | grep -q '"status":"ok"' || { cat "$WORK/worker.log"; fail "api on PostgreSQL: not ok"; }
echo "$HEALTH" | grep -q '"runsProjections":false' || fail "api runs projections"
grep -q 'Packflow worker running' "$WORK/worker.log" || fail "worker did not start"
echo "worker: $(grep 'Packflow worker running' "$WORK/worker.log")"
curl -fsS "http://127.0.0.1:$PORT_API/" | grep -q '<div id="root"' || fail "api: no console index page"

step "all steps passed (logs in $WORK)"
