# syntax=docker/dockerfile:1
# Packflow in one image: the API (with socket.io and the console) and the worker. The command picks
# the mode scripts/start.mjs knows:
#   docker run … packflow            all: API, console, projections and jobs in one process
#   docker run … packflow api        API, socket.io and console (with RUN_PROJECTIONS=false: serving only)
#   docker run … packflow worker     job workers, projectors and reactors
# Without DATABASE_URL it keeps its data in PGlite under /data (mount a volume there).
# scripts/image-steps.sh replays these steps on a machine without a container engine.

# The product's Node major (package.json "engines": >=20.19).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app

# Build: every dependency from the lockfile, then the server (tsc, dist/) and the console (vite,
# web/dist/), exactly as `npm run build` does on a development machine.
FROM base AS build
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The production dependencies alone, in a stage of their own so the runtime image carries neither
# the lockfile nor any source: scripts/start.mjs rebuilds when sources are newer than the build,
# and with none present it always starts the build it finds.
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY scripts/start.mjs ./scripts/start.mjs
COPY deploy/healthcheck.mjs ./deploy/healthcheck.mjs
# The server's build without its tests and benchmarks, and the console the API serves.
COPY --from=build /app/dist/apps ./dist/apps
COPY --from=build /app/dist/libs ./dist/libs
COPY --from=build /app/dist/projections ./dist/projections
COPY --from=build /app/dist/runtime ./dist/runtime
COPY --from=build /app/web/dist ./web/dist
# PGlite's data (embedded default) and uploaded files without S3 live under DATA_DIR: mount a
# named volume there (it takes this folder's owner). No VOLUME line, so processes on PostgreSQL and
# S3 (the Compose file's) leave no anonymous volumes behind.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 CMD ["node", "deploy/healthcheck.mjs"]
ENTRYPOINT ["node", "scripts/start.mjs"]
CMD ["all"]
