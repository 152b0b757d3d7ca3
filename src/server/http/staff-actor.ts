import type { Context } from "hono";
import { messages } from "#core/messages.ts";
import type { StaffRole } from "#core/rules/admin.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { forbidden } from "#server/errors.ts";
import { readRole } from "#server/services/staff.ts";
import { requireVerifiedUser } from "./session.ts";

/** The staff member calling, as the audit log names them (docs/product.md#the-console). */
export type StaffActor = { id: string; name: string; role: StaffRole };

/**
 * The caller behind a console route, after `staffOnly` let them in: their id, the name the audit log
 * shows (nickname, else e-mail) and their role as stored now.
 */
export async function staffActor(ctx: Pick<ServerContext, "database">, c: Context<AppBindings>) {
  const user = requireVerifiedUser(c);
  const role = c.get("account")?.user.role ?? (await readRole(ctx, user.id));
  if (!role) throw forbidden(messages.staffOnly, "staff-only");
  return { id: user.id, name: user.nickname ?? user.email, role } satisfies StaffActor;
}
