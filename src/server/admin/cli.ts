// npm run admin -- <command>: talks to the running server, or works on the database itself (docs/product.md#hosting).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { adminSocketPath, OWNER_ONLY_UMASK } from "#server/data-dir.ts";
import { DataDirLockedError } from "#server/db/lock.ts";
import { type Env, readEnv } from "#server/env.ts";
import { sendAdminCommand } from "./client.ts";
import { type AdminCommand, type ParsedArgs, parseAdminArgs, USAGE, UsageError } from "./commands.ts";
import { AdminError } from "./errors.ts";

// A server that holds the lock but has no socket yet is still migrating: give it this long.
const STARTING_SERVER_WAIT_MS = 30_000;

function withFileContents(
  args: Exclude<ParsedArgs, { name: "restore" | "discord-register-commands" }>,
): AdminCommand {
  // The server writes the backup itself: it needs the path as this command line means it.
  if (args.name === "backup") return { ...args, file: resolve(args.file) };
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

async function onEmbeddedDatabase(env: Env, command: AdminCommand): Promise<string> {
  const socket = adminSocketPath(env.DATA_DIR);
  const deadline = Date.now() + STARTING_SERVER_WAIT_MS;
  for (;;) {
    const output = await viaSocket(socket, command);
    if (output !== null) return output;
    try {
      const { runOnStoppedServer } = await import("./local.ts");
      return await runOnStoppedServer(env, command);
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || Date.now() > deadline) throw error;
    }
    await sleep(250);
  }
}

async function run(argv: string[]): Promise<string> {
  const args = parseAdminArgs(argv);
  const env = readEnv();
  // The default is relative to where the command runs, which need not be where the server runs.
  if (!env.DATABASE_URL && !process.env.DATA_DIR) {
    process.stderr.write(`DATA_DIR is not set: using ./data (${env.DATA_DIR}), the server's default.\n`);
  }
  // Talks to Discord, not to the database.
  if (args.name === "discord-register-commands") {
    const { registerDiscordCommands } = await import("#server/discord/register.ts");
    return `Discord now holds ${await registerDiscordCommands(env)} slash commands of this application.`;
  }
  if (args.name === "restore" || (args.name === "backup" && env.DATABASE_URL)) {
    const { pgDump, pgRestore, restoreEmbedded } = await import("./backup.ts");
    const file = resolve(args.file);
    if (args.name === "backup") {
      const written = await pgDump(env.DATABASE_URL as string, file);
      const { recordBackupOnPostgres } = await import("./local.ts");
      await recordBackupOnPostgres(env.DATABASE_URL as string, file);
      return written;
    }
    return env.DATABASE_URL ? pgRestore(env.DATABASE_URL, file) : restoreEmbedded(env.DATA_DIR, file);
  }
  const command = withFileContents(args);
  if (!env.DATABASE_URL) return onEmbeddedDatabase(env, command);
  const { runOnPostgres } = await import("./local.ts");
  return runOnPostgres(env.DATABASE_URL, command);
}

async function main(argv: string[]): Promise<number> {
  process.umask(OWNER_ONLY_UMASK);
  if (argv[0] === "help" || argv[0] === "--help") {
    console.log(USAGE);
    return 0;
  }
  try {
    console.log(await run(argv));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    // Refusals, bad settings, a busy DATA_DIR or an unreachable database are written for the operator;
    // anything else in full, for a bug report.
    const plain =
      error instanceof AdminError ||
      error instanceof DataDirLockedError ||
      (error instanceof Error && (error.message.startsWith("Invalid settings") || "code" in error));
    const text = !(error instanceof Error) ? String(error) : plain ? error.message : error.stack;
    process.stderr.write(`${text}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
