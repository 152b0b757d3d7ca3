import { writeFileSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dirsRemovedAfterAll, runScript, scratchPostgres, startServerProcess } from "./support/processes.ts";
import { pgTestUrl } from "./support/test-db.ts";

// WORKERS=n (docs/operations.md#workers): n processes serve one port through node:cluster, on PostgreSQL only.

const SLOW = 180_000;
const { temp } = dirsRemovedAfterAll();

/** A web app folder with a page, so a production-like start finds one. */
function webDir() {
  const dir = temp("hl-web-");
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Hunter Lodge</title>");
  return dir;
}

// Each request on a connection of its own, so the cluster's primary hands them out in turn.
const freshGet = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    }).on("error", reject);
  });

describe("WORKERS", () => {
  it("is refused on the embedded database, which is one process", async () => {
    const finished = await runScript("src/server/main.ts", [], {
      WORKERS: "2",
      DATA_DIR: temp("hl-data-"),
      WEB_DIR: webDir(),
    });
    expect(finished.code).toBe(1);
    expect(finished.stderr).toContain("WORKERS: more than 1 needs DATABASE_URL and AUTH_SECRET");
  });
});

describe.runIf(pgTestUrl)("WORKERS=2 on PostgreSQL", () => {
  let scratch: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    scratch = await scratchPostgres();
  });
  afterAll(() => scratch.drop());

  it(
    "serves one port from two processes and stops both on SIGTERM",
    async () => {
      const server = await startServerProcess(
        {
          WORKERS: "2",
          DATABASE_URL: scratch.url,
          AUTH_SECRET: "workers-test-secret-workers-test-secret-0123",
          REMINDERS: "off",
          LOG_LEVEL: "info",
          WEB_DIR: webDir(),
        },
        2,
      );
      for (let round = 0; round < 20; round++) {
        expect(await freshGet(`${server.url}/api/health`)).toBe(200);
      }
      const finished = await server.stop();
      const pids = new Set<number>();
      for (const line of finished.stdout.split("\n")) {
        if (line.includes('"route":"/api/health"')) pids.add((JSON.parse(line) as { pid: number }).pid);
      }
      expect(pids.size).toBe(2);
      expect(finished.stdout.match(/Hunter Lodge listening on/g)).toHaveLength(2);
      expect(finished.code).toBe(0);
    },
    SLOW,
  );
});
