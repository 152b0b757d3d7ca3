import { runAdminCommand } from "#server/admin/run.ts";
import { setRole } from "#server/services/console/roles.ts";
import { verifiedUser } from "./accounts.ts";
import type { TestApp } from "./test-app.ts";

/** A signed-in verified account made admin the way an operator names the first one (make-admin). */
export async function adminUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await verifiedUser(t, overrides);
  await runAdminCommand(t.ctx, { name: "make-admin", user: account.me.id });
  return account;
}

/** A signed-in verified account an admin (`by`) appointed moderator. */
export async function moderatorUser(t: TestApp, by: { id: string; name: string }) {
  const account = await verifiedUser(t);
  await setRole(t.ctx, by, account.me.id, "moderator");
  return account;
}
