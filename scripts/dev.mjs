// npm run dev: the server with reload on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { NODE_ENV: "development", ...process.env },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
