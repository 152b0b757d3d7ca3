// npm start: build the web app for the mode it will be served in (when the build is missing, for the
// other mode, or from other sources), then run the server.
import { spawn } from "node:child_process";
import { buildModeFor, ensureWebBuild, webDirFrom } from "./build-web.mjs";
import { serverNodeArgs } from "./server-node-args.mjs";

const nodeEnv = process.env.NODE_ENV ?? "production";
// WEB_DIR is where the server looks for the web app, so a build asked for elsewhere goes there too.
const webDir = webDirFrom();
ensureWebBuild(webDir, buildModeFor(nodeEnv));

// The server stops cleanly on SIGINT/SIGTERM (releasing DATA_DIR). It runs in its own process group so
// that a Ctrl-C reaches it once, passed on by us, rather than twice (a second signal means "stop now").
// The IPC channel tells it when we are gone however we went (even SIGKILL), so it never outlives us.
const server = spawn(process.execPath, [...serverNodeArgs, "src/server/main.ts"], {
  stdio: ["ignore", "inherit", "inherit", "ipc"],
  detached: true,
  env: { ...process.env, NODE_ENV: nodeEnv, WEB_DIR: webDir },
});
// A Ctrl-C or a stop of the whole process group reaches us twice (from the terminal or the service
// manager, and passed on by npm): the same signal within a second is one request to stop, and only a
// later one means "stop now".
let lastForwarded = 0;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (Date.now() - lastForwarded < 1000) return;
    lastForwarded = Date.now();
    server.kill(signal);
  });
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
