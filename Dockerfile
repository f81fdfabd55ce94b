# syntax=docker/dockerfile:1
# One image recipe for every StallPlan process. WORKSPACE names the workspace folder the image
# runs and PORT the port it listens on; the build context is the repository root:
#   docker build --build-arg WORKSPACE=services/catalog --build-arg PORT=5101 .
#   docker build --build-arg WORKSPACE=services/quotes --build-arg PORT=5104 --build-arg SYSTEM_PACKAGES="chromium fonts-noto-core" .
#   docker build --build-arg WORKSPACE=apps/gateway --build-arg PORT=5000 --build-arg ALSO_BUILD=apps/web .
# docker-compose.yml and deploy/ (Kubernetes) run the five services, the quotes PDF workers and
# the gateway from it. The image starts `node dist/server.js` in the workspace folder; a quotes PDF
# worker is the quotes image with the command `node dist/worker.js`.

ARG NODE_IMAGE=node:24-bookworm-slim

# --- base: Node with the npm that package.json's "packageManager" names (npm 11 applies its allowScripts list).
FROM ${NODE_IMAGE} AS base
ARG NPM_VERSION=11.19.1
ENV PUPPETEER_SKIP_DOWNLOAD=true \
    TURBO_TELEMETRY_DISABLED=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false
RUN npm install --global "npm@${NPM_VERSION}"
WORKDIR /app

# --- prune: `turbo prune --docker` keeps the workspace, the workspaces it depends on and a lockfile
# cut down to them, split into manifests (json/) and sources (full/), so the installs below re-run
# only when a manifest or the lockfile changes, not on every source edit.
FROM base AS prune
ARG WORKSPACE
# Workspaces built into the image besides WORKSPACE's own dependencies: the gateway serves apps/web's build.
ARG ALSO_BUILD=""
COPY package-lock.json ./
RUN npm install --global "turbo@$(node -p "require('./package-lock.json').packages['node_modules/turbo'].version")"
COPY . .
ARG PORT
RUN test -n "${WORKSPACE}" || { echo 'set --build-arg WORKSPACE=<workspace folder>, e.g. services/catalog' >&2; exit 1; }
RUN test -n "${PORT}" || { echo 'set --build-arg PORT=<the port the process listens on>, e.g. 5101' >&2; exit 1; }
RUN names="$(for dir in ${WORKSPACE} ${ALSO_BUILD}; do node -p "require('./${dir}/package.json').name" || exit 1; done)" \
    && turbo prune ${names} --docker --out-dir /pruned

# --- build: every dependency of the pruned tree (dev included: typescript, turbo, vite), the
# sources, everything in it compiled; then /out gathers what runs: each workspace's package.json,
# dist/ and seed/ (the data files catalog and content load at start-up).
FROM base AS build
COPY --from=prune /pruned/json/ ./
COPY .puppeteerrc.cjs ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY --from=prune /pruned/full/ ./
COPY tsconfig.base.json ./
RUN npx turbo run build --output-logs=errors-only
RUN for dir in $(node -p "require('./package.json').workspaces.join(' ')"); do \
      mkdir -p "/out/${dir}" && cp "${dir}/package.json" "/out/${dir}/" || exit 1; \
      for part in dist seed; do \
        if [ -d "${dir}/${part}" ]; then cp -R "${dir}/${part}" "/out/${dir}/" || exit 1; fi; \
      done; \
    done

# --- deps: WORKSPACE's production dependencies only (no compiler, test runner, React or Vite),
# installed without the sources so this layer survives code changes.
FROM base AS deps
ARG WORKSPACE
COPY --from=prune /pruned/json/ ./
COPY .puppeteerrc.cjs ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace="${WORKSPACE}"

# --- runtime: Node, the system packages asked for (Chromium for the quotes PDFs), the production
# node_modules and the compiled output; nothing else from the build. Runs as the unprivileged `node` user.
FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
ARG PORT
# Debian packages the process needs at run time: jemalloc for every service; the quotes service and
# worker render PDFs with Debian's Chromium (puppeteer never downloads a browser) and Noto fonts for
# the rupee sign and Indian scripts.
ARG SYSTEM_PACKAGES=""
RUN apt-get update \
    && apt-get install -y --no-install-recommends libjemalloc2 ${SYSTEM_PACKAGES} \
    && rm -rf /var/lib/apt/lists/*
# NODE_OPTIONS, jemalloc and its settings, MALLOC_ARENA_MAX: what every service runs with
# (tools/dev-stack/src/service-node-flags.ts says why; Chromium is started without the allocator's).
ENV NODE_ENV=production \
    NODE_OPTIONS="--max-semi-space-size=4 --expose-gc" \
    LD_PRELOAD=libjemalloc.so.2 \
    MALLOC_CONF="background_thread:true,dirty_decay_ms:5000,muzzy_decay_ms:0" \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=${PORT}
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /out ./
WORKDIR /app/${WORKSPACE}
# BLOB_DIR in docker-compose.yml: a volume mounted here starts out owned by the user the process runs as.
RUN mkdir -p /var/lib/stallplan/blobs && chown node:node /var/lib/stallplan/blobs
USER node
EXPOSE ${PORT}
# /ready answers 200 only when the process's Mongo and Redis connections answer (a quotes worker,
# which listens on nothing, runs with --no-healthcheck).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/ready').then((res) => process.exit(res.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server.js"]
