#!/bin/sh
# The app image's entrypoint. SESSION_SECRET from the environment (.env) when set; otherwise one
# made once and kept in DATA_DIR (docker-compose.yml shares that volume between migrate, which
# starts first, and every api replica, so all of them sign sessions alike and a restart keeps
# everyone signed in). Then runs the command (the server, or bin/migrate.js).
set -eu
if [ -z "${SESSION_SECRET:-}" ]; then
  file="${DATA_DIR:-/data}/session-secret"
  if [ ! -s "$file" ]; then
    mkdir -p "$(dirname "$file")"
    umask 077
    node -e "process.stdout.write(require('node:crypto').randomBytes(48).toString('base64url') + '\n')" > "$file.new"
    mv "$file.new" "$file"
  fi
  SESSION_SECRET=$(cat "$file")
  export SESSION_SECRET
fi
exec "$@"
