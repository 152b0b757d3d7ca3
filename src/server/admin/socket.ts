import { chmodSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { GameDataError } from "#core/game-data/parse.ts";
import { AppError } from "#server/errors.ts";
import type { AdminReply } from "./client.ts";
import { type AdminCommand, adminCommandSchema } from "./commands.ts";
import { AdminError } from "./errors.ts";
import { type AdminContext, runAdminCommand } from "./run.ts";

// A game data file is tens of kilobytes; this only stops a runaway client.
const MAX_REQUEST_BYTES = 32 * 1024 * 1024;

async function answer(ctx: AdminContext, line: string): Promise<AdminReply> {
  let command: AdminCommand;
  try {
    command = adminCommandSchema.parse(JSON.parse(line));
  } catch {
    return { ok: false, error: "The server did not understand the command: update the command line." };
  }
  try {
    return { ok: true, output: await runAdminCommand(ctx, command) };
  } catch (error) {
    if (error instanceof AdminError || error instanceof GameDataError || error instanceof AppError) {
      return { ok: false, error: error.message };
    }
    console.error("Admin command failed", error);
    return {
      ok: false,
      error: `The server failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

function serve(ctx: AdminContext, socket: Socket) {
  let buffer = "";
  socket.setEncoding("utf8");
  socket.on("error", () => socket.destroy());
  socket.on("data", (chunk: string) => {
    buffer += chunk;
    if (buffer.length > MAX_REQUEST_BYTES) {
      socket.end(`${JSON.stringify({ ok: false, error: "The command is too large." })}\n`);
      return;
    }
    const end = buffer.indexOf("\n");
    if (end === -1) return;
    socket.pause();
    void answer(ctx, buffer.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  });
}

/**
 * Listens for `npm run admin` on a unix socket only the server's user may open (docs/product.md#hosting).
 * The caller holds the DATA_DIR lock, so a socket file left there is a dead server's.
 */
export async function serveAdminSocket(path: string, ctx: AdminContext): Promise<() => Promise<void>> {
  rmSync(path, { force: true });
  const server = createServer((socket) => serve(ctx, socket));
  // The umask makes the socket private from the moment it exists; chmod states it for good.
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(path, () => resolve());
    });
  } finally {
    process.umask(previous);
  }
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(path, { force: true });
    });
}
