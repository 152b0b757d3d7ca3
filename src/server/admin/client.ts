import { createConnection } from "node:net";
import type { AdminCommand } from "./commands.ts";
import { AdminError } from "./errors.ts";

export type AdminReply = { ok: true; output: string } | { ok: false; error: string };

/**
 * Sends one command to the running server and waits for its reply. Rejects with the socket error
 * (ENOENT, ECONNREFUSED) when no server listens there.
 */
export function sendAdminCommand(path: string, command: AdminCommand): Promise<AdminReply> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let received = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", reject);
    socket.on("end", () => {
      try {
        resolve(JSON.parse(received) as AdminReply);
      } catch {
        reject(new AdminError("The server closed the admin connection without a reply."));
      }
    });
  });
}
