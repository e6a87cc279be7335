# Loreweave in a container: `docker build -t loreweave .` then
# `docker run -p 8080:8080 -v loreweave-data:/data loreweave` (SQLite in the volume),
# or `docker compose up` for the app with PostgreSQL (docker-compose.yml).
# Plain Dockerfile syntax (no BuildKit-only features), so the classic builder builds it too.
ARG NODE_IMAGE=node:22-bookworm-slim

# ---- build: every dependency, the client bundle and the server bundle ----
FROM ${NODE_IMAGE} AS build
# better-sqlite3 12 (the driver on Node 20) and argon2 compile when no prebuilt binary is downloadable.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Native modules build against the headers the image ships in /usr/local/include/node,
# instead of downloading them from nodejs.org.
ENV npm_config_nodedir=/usr/local \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Then only what the server runs: the production dependencies (the client's packages are
# devDependencies, built into dist/client), without the native modules' compile leftovers
# (object files, archives and better-sqlite3's SQLite sources; the .node files stay).
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && npm cache clean --force \
  && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3-napi/deps \
  && find node_modules -path '*/build/Release/*' \( -name 'obj*' -o -name .deps -o -name '*.a' \) \
    -prune -exec rm -rf {} +

# ---- run: production dependencies and the built bundles, as an unprivileged user ----
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    npm_config_update_notifier=false
WORKDIR /app
# The code stays root's and read-only to the server; it writes only DATA_DIR.
# src/server, src/shared and scripts/ come along for `npm run demo` and the other tsx
# commands; src/client is in dist/client already.
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/src/server ./src/server
COPY --from=build /app/src/shared ./src/shared
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server itself is PID 1 and shuts down cleanly on SIGTERM (docker stop).
CMD ["node", "--enable-source-maps", "dist/server/main.mjs"]
