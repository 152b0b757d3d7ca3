// The roster with 20 hunters and 400 items, before and after the planner's "Goal reachable" badges
// (docs/decisions.md#2026-11-23-build-planner-in-the-app-workers-roster-badge-filling-a-shared-build): time
// until the 20 cards are painted, main-thread long tasks, and when the badges come. node_modules/.bin/tsx
// bench/planner-roster.ts <web build before> <web build after> Each build is served in turn by the same
// server on the same data (rounds alternate, so machine load drifts onto both); results go to stdout for
// docs/performance.md.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import { launchChromium } from "../tests/e2e/support/chromium.ts";
import { verify } from "../tests/e2e/support/screenshots.ts";
import { uniqueUser } from "../tests/e2e/support/users.ts";
import { createHunter } from "../tests/factories/hunter.ts";

const PORT = 3151;
const base = `http://localhost:${PORT}`;
const headers = { Origin: base };
const [before = "", after = ""] = process.argv.slice(2);
if (!before || !after) throw new Error("usage: planner-roster.ts <web dir before> <web dir after>");
const dataDir = mkdtempSync(join(tmpdir(), "hl-roster-bench-"));

async function start(webDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      PORT: String(PORT),
      RATE_LIMIT: "off",
    },
    stdio: "ignore",
  });
  running = server;
  for (let i = 0; i < 360; i++) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

const stop = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });

function admin(...args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/admin/cli.ts", ...args], {
      env: { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir },
      stdio: "ignore",
    });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`admin ${args.join(" ")}: ${code}`)),
    );
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function main() {
  const browser = await launchChromium();
  let server = await start(after);
  const context = await browser.newContext({ baseURL: base });
  const user = uniqueUser("rb");
  await context.request.post("/api/account/register", {
    data: { ...user, confirmPassword: user.password },
    headers,
  });
  await verify(context.request, user.email);
  await admin("grant-vip", user.email, "--lifetime");
  for (let i = 0; i < 400; i++) {
    const response = await context.request.post("/api/inventory", {
      headers,
      data: {
        itemType: ITEM_SLOTS[i % 8],
        rarity: ["Rare", "Heroic", "Legendary", "Ultimate"][i % 4],
        quality: "Fine",
        attributes: [
          { type: i % 3 === 0 ? "ATK SPD" : "HP", value: 1 + (i % 7) },
          { type: "ATK", value: 1 + (i % 5) },
        ],
        runeType: i % 5 === 0 ? "ATK SPD" : "",
        runeValue: i % 5 === 0 ? 1 + (i % 4) : 0,
      },
    });
    if (response.status() !== 201)
      throw new Error(`item ${i}: ${response.status()} ${await response.text()}`);
  }
  for (let slot = 0; slot < 20; slot++) {
    const hunter = createHunter({
      hunterName: `Hunter ${slot + 1}`,
      atkSpdGoal: [2, 1.6, 1.4, 0.25][slot % 4],
    });
    const response = await context.request.post("/api/hunters", {
      headers,
      data: { slotIndex: slot, hunter },
    });
    if (response.status() !== 201)
      throw new Error(`hunter ${slot}: ${response.status()} ${await response.text()}`);
  }
  const state = await context.storageState();
  await context.close();

  const results: Record<string, { cards: number[]; longTasks: number[]; badges: number[] }> = {
    before: { cards: [], longTasks: [], badges: [] },
    after: { cards: [], longTasks: [], badges: [] },
  };
  for (let round = 0; round < 3; round++) {
    for (const [name, dir] of [
      ["before", before],
      ["after", after],
    ] as const) {
      await stop(server);
      server = await start(dir);
      for (let load = 0; load < 8; load++) {
        const page = await (await browser.newContext({ baseURL: base, storageState: state })).newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { longTaskMs: number };
          w.longTaskMs = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) w.longTaskMs += entry.duration;
          }).observe({ type: "longtask", buffered: true });
        });
        await page.goto("/");
        await page.waitForFunction(() => document.querySelectorAll("article").length >= 20, null, {
          timeout: 30_000,
        });
        const cards = await page.evaluate(() => performance.now());
        if (name === "after") {
          await page
            .getByText(/Goal reachable/)
            .first()
            .waitFor();
          results[name]?.badges.push(await page.evaluate(() => performance.now()));
        }
        await page.waitForTimeout(1500);
        const longTasks = await page.evaluate(() => (window as unknown as { longTaskMs: number }).longTaskMs);
        results[name]?.cards.push(cards);
        results[name]?.longTasks.push(longTasks);
        await page.context().close();
      }
    }
  }
  await stop(server);
  await browser.close();
  rmSync(dataDir, { recursive: true, force: true });
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name}: 20 cards painted median ${median(r.cards).toFixed(0)} ms (n=${r.cards.length}, min ${Math.min(...r.cards).toFixed(0)}, max ${Math.max(...r.cards).toFixed(0)}); long tasks median ${median(r.longTasks).toFixed(0)} ms` +
        (r.badges.length ? `; badges shown median ${median(r.badges).toFixed(0)} ms` : ""),
    );
  }
}

let running: ChildProcess | undefined;
await main().finally(() => running?.kill("SIGTERM"));
