# The official image of Timetrack: the service with its web app, on the embedded database in /data (a volume)
# or on PostgreSQL with DATABASE_URL. Built in two stages: everything is compiled in the first; the second
# holds the server's production dependencies and the built files only, and runs as the unprivileged `node`.
#   docker build -t timetrack .
#   docker run -d -p 3000:3000 -v timetrack-data:/data timetrack
# BASE: the Node.js 20 image the stages start from (a registry mirror, or a stand-in built from packages).
ARG BASE=node:20-bookworm-slim

FROM ${BASE} AS build
WORKDIR /app
# Dependencies first, so that a change to the sources reuses this layer. Install scripts stay off (npm 10 in
# the base image does not read the project's allowScripts): esbuild finds its binary package without one, and
# the OpenAPI linter's telemetry never runs.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/client/package.json packages/client/
COPY packages/cli/package.json packages/cli/
RUN npm ci --no-audit --no-fund --ignore-scripts && test -x node_modules/.bin/tsc && test -x node_modules/.bin/vite
COPY tsconfig.base.json ./
COPY scripts scripts
COPY packages packages
COPY apps apps
RUN node scripts/build.mjs --force --only=client,server,web

FROM ${BASE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/client/package.json packages/client/
COPY packages/cli/package.json packages/cli/
# The server's production dependencies only (and the client package it imports, linked from the workspace).
RUN npm ci --no-audit --no-fund --ignore-scripts --omit=dev --workspace=apps/server \
  && mkdir -p apps/server/node_modules \
  && test -d node_modules/fastify && npm cache clean --force

FROM ${BASE}
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data DATABASE_WAIT_MS=60000
COPY --from=dependencies /app/node_modules node_modules
COPY --from=dependencies /app/apps/server/node_modules apps/server/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/client/package.json packages/client/
COPY --from=build /app/packages/client/dist packages/client/dist
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/migrations apps/server/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
VOLUME /data
USER node
EXPOSE 3000
# Health as a load balancer sees it (node itself asks: the image has no curl).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is process 1 and handles SIGTERM itself (finish the requests in flight, close the database, exit 0).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
