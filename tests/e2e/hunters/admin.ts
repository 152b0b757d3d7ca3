import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { serverNodeArgs } from "../../../scripts/server-node-args.mjs";

const run = promisify(execFile);

// Runs `npm run admin -- <args>` against the running e2e server (tests/e2e/serve.mjs names its DATA_DIR
// in a file by port), the way an operator grants or revokes VIP (docs/product.md#paying-and-vip).
export async function admin(...args: string[]): Promise<void> {
  const port = process.env.E2E_PORT ?? "3100";
  const dataDir = readFileSync(join(tmpdir(), `hunter-lodge-e2e-${port}.data-dir`), "utf8").trim();
  await run(process.execPath, [...serverNodeArgs, "src/server/admin/cli.ts", ...args], {
    env: { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir },
    timeout: 30_000,
  });
}
