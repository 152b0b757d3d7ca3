// npm run admin -- <command>: talks to the running server, or works on the database itself (DECISIONS §1).
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { GameDataError } from "#core/game-data/parse.ts";
import { adminSocketPath, pgliteDir } from "#server/data-dir.ts";
import { openPgliteDir, openPostgres } from "#server/db/client.ts";
import { DataDirLockedError, lockDataDir } from "#server/db/lock.ts";
import { type Env, readEnv } from "#server/env.ts";
import { AppError } from "#server/errors.ts";
import { type AdminCommand, type ParsedArgs, parseAdminArgs, USAGE, UsageError } from "./commands.ts";
import { AdminError } from "./errors.ts";
import { runAdminCommand } from "./run.ts";
import { sendAdminCommand } from "./socket.ts";

// A server that holds the lock but has no socket yet is still migrating: give it this long.
const STARTING_SERVER_WAIT_MS = 30_000;

function withFileContents(args: ParsedArgs): AdminCommand {
  if (args.name !== "import-game-data") return args;
  let text: string;
  try {
    text = readFileSync(args.file, "utf8");
  } catch (error) {
    throw new AdminError(`Cannot read ${args.file}: ${(error as Error).message}`);
  }
  try {
    return { ...args, data: JSON.parse(text) };
  } catch (error) {
    throw new AdminError(`${args.file} is not valid JSON: ${(error as Error).message}`);
  }
}

const noServer = (error: unknown) =>
  ["ENOENT", "ECONNREFUSED"].includes((error as NodeJS.ErrnoException).code ?? "");

async function viaSocket(path: string, command: AdminCommand): Promise<string | null> {
  try {
    const reply = await sendAdminCommand(path, command);
    if (!reply.ok) throw new AdminError(reply.error);
    return reply.output;
  } catch (error) {
    if (noServer(error)) return null;
    throw error;
  }
}

async function onStoppedServer(env: Env, command: AdminCommand): Promise<string> {
  const release = lockDataDir(env.DATA_DIR);
  try {
    const database = await openPgliteDir(pgliteDir(env.DATA_DIR));
    try {
      return await runAdminCommand({ database, now: () => new Date() }, command);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

async function onEmbeddedDatabase(env: Env, command: AdminCommand): Promise<string> {
  const socket = adminSocketPath(env.DATA_DIR);
  const deadline = Date.now() + STARTING_SERVER_WAIT_MS;
  for (;;) {
    const output = await viaSocket(socket, command);
    if (output !== null) return output;
    try {
      return await onStoppedServer(env, command);
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || Date.now() > deadline) throw error;
    }
    await sleep(250);
  }
}

async function onPostgres(url: string, command: AdminCommand): Promise<string> {
  const database = await openPostgres(url, 2);
  try {
    return await runAdminCommand({ database, now: () => new Date() }, command);
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === "help" || argv[0] === "--help") {
    console.log(USAGE);
    return 0;
  }
  try {
    const command = withFileContents(parseAdminArgs(argv));
    const env = readEnv();
    const output = env.DATABASE_URL
      ? await onPostgres(env.DATABASE_URL, command)
      : await onEmbeddedDatabase(env, command);
    console.log(output);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    // Refusals and settings errors are written for the operator; anything else is shown whole.
    const known = [AdminError, GameDataError, AppError, DataDirLockedError].some((k) => error instanceof k);
    const text =
      error instanceof Error
        ? known || error.message.startsWith("Invalid settings")
          ? error.message
          : error.stack
        : String(error);
    process.stderr.write(`${text}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
