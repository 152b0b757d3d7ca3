import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "#server/db/lock.ts";

const RACERS = 12;
const ROUNDS = 6;
const child = fileURLToPath(new URL("./support/lock-child.ts", import.meta.url));

interface Racer {
  process: ChildProcess;
  next: () => Promise<string>;
}

async function startRacer(): Promise<Racer> {
  const proc = spawn(process.execPath, ["--import", "tsx", child], { stdio: ["pipe", "pipe", "inherit"] });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: proc.stdout as NodeJS.ReadableStream }).on("line", (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else lines.push(line);
  });
  const next = () =>
    new Promise<string>((resolve) => {
      const line = lines.shift();
      if (line !== undefined) resolve(line);
      else waiting.push(resolve);
    });
  expect(await next()).toBe("ready");
  return { process: proc, next };
}

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "hl-lock-"));
  dirs.push(dir);
  return dir;
};
const racers: Racer[] = [];
afterAll(() => {
  for (const racer of racers) racer.process.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// docs/decisions.md#2026-11-23-the-data_dir-lock-link-into-place-one-takeover-per-stale-file: two holders of
// DATA_DIR corrupt the embedded database. Many real processes try the lock in the same millisecond, on a
// fresh folder and on one whose holder was killed; exactly one must win.
describe("the DATA_DIR lock under a race of processes", () => {
  it(`gives the lock to exactly one of ${RACERS} processes, on a fresh folder and over a dead holder's lock`, async () => {
    racers.push(...(await Promise.all(Array.from({ length: RACERS }, startRacer))));
    let dir = freshDir();
    for (let round = 0; round < ROUNDS; round++) {
      // Even rounds race on a fresh folder, odd ones on the stale lock the last winner left by dying.
      if (round % 2 === 0) dir = freshDir();
      else expect(existsSync(join(dir, "server.lock"))).toBe(true);
      const at = Date.now() + 150;
      for (const racer of racers) racer.process.stdin?.write(`${dir} ${at}\n`);
      const answers = await Promise.all(racers.map((r) => r.next()));
      const holders = racers.filter((_, i) => answers[i] === "held");
      expect({ round, answers: answers.filter((a) => a !== "held" && a !== "refused") }).toEqual({
        round,
        answers: [],
      });
      expect({ round, holders: holders.length }).toEqual({ round, holders: 1 });

      // The winner dies without releasing: the next round finds its lock stale.
      const [winner] = holders as [Racer];
      const died = new Promise((resolve) => winner.process.once("exit", resolve));
      winner.process.kill("SIGKILL");
      await died;
      racers.splice(racers.indexOf(winner), 1, await startRacer());
    }
  }, 120_000);
});

describe("the DATA_DIR lock in one process", () => {
  it("refuses while held, and is free again once released", () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(join(dir, "server.lock"))).toBe(false);
    lockDataDir(dir)();
  });

  it("takes over a lock whose process is gone, and one left by an earlier life of this very pid", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "server.lock"), "2147483646\nsome-token\n");
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toMatch(new RegExp(`^${process.pid}\\b`));
    release();
    // A container's process is pid 1 every time: the lock of a killed earlier run carries our own pid.
    writeFileSync(join(dir, "server.lock"), `${process.pid}\nearlier-run\n`);
    lockDataDir(dir)();
  });

  it("refuses a lock file it cannot read a holder from, rather than guess the holder is dead", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "server.lock"), "");
    expect(() => lockDataDir(dir)).toThrow(/is not a lock this version of Hunter Lodge wrote/);
    writeFileSync(join(dir, "server.lock"), "0\n");
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
