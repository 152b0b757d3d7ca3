import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

// tests/e2e/serve.mjs writes its throw-away DATA_DIR into this file, named by its port.
function e2eDataDir(): string {
  const port = process.env.E2E_PORT ?? "3100";
  return readFileSync(join(tmpdir(), `hunter-lodge-e2e-${port}.data-dir`), "utf8").trim();
}

// Makes a player VIP for life the way an operator does (DECISIONS §2: `npm run admin -- grant-vip`),
// through the running e2e server's admin socket. The page must reload to see the new status.
export async function grantVip(email: string): Promise<void> {
  await run(
    process.execPath,
    ["--import", "tsx", "src/server/admin/cli.ts", "grant-vip", email, "--lifetime"],
    { env: { ...process.env, NODE_ENV: "test", DATA_DIR: e2eDataDir() }, timeout: 30_000 },
  );
}
