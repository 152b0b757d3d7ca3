// The request-cost bench's servers (bench/request-cost-server.ts), each a child process of its own, so its CPU
// counters are its alone: started by mode, asked for its usage, stopped.
import { type ChildProcess, fork } from "node:child_process";
import { freePort } from "./servers.ts";

export type Child = { child: ChildProcess; url: string };

export async function startChild(mode: string, databaseUrl: string): Promise<Child> {
  const port = await freePort();
  const script = new URL("../request-cost-server.ts", import.meta.url).pathname;
  const child = fork(script, [mode, databaseUrl, String(port)], {
    execArgv: ["--import", "tsx"],
    // The request log is written, to nowhere: the server pays for it as in production.
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${mode} server exited with ${code}`)));
    child.on("message", (m: { type?: string }) => {
      if (m.type === "ready") resolve();
    });
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

export function ask<T>({ child }: Child, message: Record<string, unknown>): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (m: { type?: string; usage?: T }) => {
      if (m.type !== message.type) return;
      child.off("message", onMessage);
      resolve(m.usage as T);
    };
    child.on("message", onMessage);
    child.send(message);
  });
}

export async function stopChild({ child }: Child) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.send({ type: "stop" });
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  child.kill();
}
