# Hunter Lodge: one image for a single instance (embedded database in /data) or many behind a proxy
# (DATABASE_URL). Build: docker build -t hunter-lodge .   Run: docker run -p 3000:3000 -v lodge:/data hunter-lodge
# What was and was not run to test these steps: docs/operations.md, "Containers".

FROM node:24-alpine AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build-web.mjs

FROM node:24-alpine
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# Node 24 runs the server's TypeScript sources itself (type stripping); the web app is served from its build.
COPY drizzle ./drizzle
COPY data ./data
COPY src/core ./src/core
COPY src/server ./src/server
COPY --from=build /app/dist/web ./dist/web
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The server itself is PID 1: SIGTERM from `docker stop` reaches it and it stops gracefully.
CMD ["node", "src/server/main.ts"]
