#!/usr/bin/env bash
# The Dockerfile's steps without Docker, for machines that cannot run it: a clean clone, the build stage
# (npm ci, vite build), the runtime stage (npm ci --omit=dev, only the files the image copies), then the
# image's command as a non-root-like stranger would run it, its HEALTHCHECK, and a SIGTERM (docker stop).
# Usage: bash scripts/container-steps.sh [git ref, default HEAD]
set -euo pipefail
repo=$(git rev-parse --show-toplevel)
ref=${1:-HEAD}
work=$(mktemp -d "${TMPDIR:-/tmp}/hl-image-XXXXXX")
trap 'rm -rf "$work"' EXIT
# The image's npm: node:20-alpine ships npm 10 (npm 11.6.2+ refuses this lock file's platform entries in ci).
npm=${NPM:-npx -y npm@10}
port=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")

echo "== build stage (clean clone of $ref)"
git clone --quiet --no-checkout "$repo" "$work/build"
git -C "$work/build" checkout --quiet "$ref"
(cd "$work/build" && $npm ci --no-audit --no-fund --prefer-offline --loglevel=error && node scripts/build-web.mjs)

echo "== runtime stage"
mkdir -p "$work/app" "$work/data"
cp "$work/build/package.json" "$work/build/package-lock.json" "$work/app/"
(cd "$work/app" && $npm ci --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error)
mkdir -p "$work/app/src" "$work/app/dist"
cp -r "$work/build/drizzle" "$work/build/data" "$work/app/"
cp -r "$work/build/src/core" "$work/build/src/server" "$work/app/src/"
cp -r "$work/build/dist/web" "$work/app/dist/web"
du -sh "$work/app" "$work/app/node_modules"

echo "== CMD on port $port"
cd "$work/app"
env -i PATH="$PATH" HOME="$work" NODE_ENV=production PORT="$port" DATA_DIR="$work/data" \
  node --import tsx src/server/main.ts > "$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 120); do
  grep -q "listening on" "$work/server.log" && break
  kill -0 "$server" 2>/dev/null || { cat "$work/server.log"; exit 1; }
  sleep 1
done

echo "== HEALTHCHECK"
PORT=$port node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
echo "health: ok"
curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root">' && echo "web app: served"

echo "== docker stop (SIGTERM)"
kill -TERM "$server"
wait "$server" && echo "server exited 0"
cat "$work/server.log"
