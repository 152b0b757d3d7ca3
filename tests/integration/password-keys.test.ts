import { PGlite } from "@electric-sql/pglite";
import { verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { pgliteDir } from "#server/data-dir.ts";
import { registration } from "./support/accounts.ts";
import { dirsRemovedAfterAll, seedDataDir, startServerProcess } from "./support/processes.ts";

const SLOW = 180_000;
const dirs = dirsRemovedAfterAll();

// The in-process apps of the other test files derive password keys more cheaply (support/quick-passwords.ts);
// a server as an operator starts it keeps better-auth's own scrypt key, which this file reads back.
describe("a server's password keys", () => {
  it(
    "keeps a player's password as better-auth's scrypt key, never as itself, and signs in with it",
    async () => {
      const dataDir = await seedDataDir();
      dirs.keep(dataDir);
      const server = await startServerProcess({ DATA_DIR: dataDir });
      const origin = `http://localhost:${new URL(server.url).port}`;
      const post = (path: string, body: unknown) =>
        fetch(`${server.url}${path}`, {
          method: "POST",
          headers: { origin, "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const body = registration();
      expect((await post("/api/account/register", body)).status).toBe(201);
      const signIn = (password: string) => post("/api/auth/sign-in/email", { email: body.email, password });
      expect((await signIn(body.password)).status).toBe(200);
      expect((await signIn(`${body.password}!`)).status).toBe(401);
      await server.stop();

      const pglite = await PGlite.create(pgliteDir(dataDir));
      const { rows } = await pglite.query<{ password: string }>(
        `select a.password from account a join "user" u on u.id = a.user_id
          where u.email = $1 and a.provider_id = 'credential'`,
        [body.email],
      );
      await pglite.close();
      expect(rows).toHaveLength(1);
      const stored = rows[0]?.password ?? "";
      expect(stored).not.toContain(body.password);
      expect(await verifyPassword({ hash: stored, password: body.password })).toBe(true);
      expect(await verifyPassword({ hash: stored, password: `${body.password}!` })).toBe(false);
    },
    SLOW,
  );
});
