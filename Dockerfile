# syntax=docker/dockerfile:1.7
# The product as one image: the API serving the store (/) and the console (/admin) on one port.
# Build:  docker build -t pedestal .
# Run:    see compose.yaml and docs/DEPLOY.md (NODE_ENV=production needs DATABASE_URL, PUBLIC_URL, …).
# CI cannot run a container here: scripts/production-install-check.sh runs the same steps on the host.

FROM node:22-slim AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_audit=false \
    npm_config_fund=false
# Dependencies first, so a change of code alone reuses this layer.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
# Build everything (store, console, server bundle with its PGlite template), then keep only the
# production dependencies: a runtime package left in devDependencies fails here, and in CI.
RUN npm run build \
 && npm prune --omit=dev \
 && sh scripts/runtime-tree.sh /src /runtime

FROM node:22-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    TMPDIR=/app/tmp
WORKDIR /app
# Owned by root and read-only for the server's user; only data/ and tmp/ are the node user's.
COPY --from=build /runtime /app
RUN chown node:node /app/data /app/tmp && chmod 0700 /app/data /app/tmp
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
