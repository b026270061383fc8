# The web image: Debian's nginx with its brotli modules (libnginx-mod-http-brotli-*), the built
# frontend with the .br and .gz files the build wrote beside each asset, and docker/nginx/nginx.conf,
# the config the tests check (`nginx -t`, the e2e suite's web-container project).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
# The same steps as app.Dockerfile's up to here, so the two builds share these layers.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build --workspace frontend

FROM debian:bookworm-slim
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* /etc/nginx/conf.d/*
COPY docker/nginx/nginx.conf /etc/nginx/nginx.conf
COPY docker/nginx/security-headers.conf /etc/nginx/ghostline/security-headers.conf
COPY --from=build /app/frontend/dist /usr/share/ghostline
# Unprivileged: port 8080, pid and temporary files under /tmp (nginx.conf).
USER www-data
RUN nginx -t
EXPOSE 8080
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /index.html HTTP/1.0\\r\\n\\r\\n' >&3 && head -1 <&3 | grep -q ' 200 '"]
CMD ["nginx", "-g", "daemon off;"]
