import { createMiddleware } from "hono/factory";
import type { AppBindings } from "#server/context.ts";
import { requireVerifiedUser } from "./session.ts";

/** Who may call comes before what they sent: a signed-out caller gets 401 whatever the body holds. */
export const verifiedOnly = createMiddleware<AppBindings>(async (c, next) => {
  requireVerifiedUser(c);
  await next();
});
