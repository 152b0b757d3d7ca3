import { Hono } from "hono";
import { feedbackSchema } from "#core/schemas/feedback.ts";
import type { AppBindings, ServerContext } from "../context.ts";
import { readJson } from "../http/body.ts";
import { requireVerifiedUser } from "../http/session.ts";
import { submitFeedback } from "../services/feedback.ts";

export function feedbackRoutes(ctx: ServerContext) {
  const app = new Hono<AppBindings>();
  app.post("/", async (c) => {
    const user = requireVerifiedUser(c);
    await submitFeedback(ctx, user, feedbackSchema.parse(await readJson(c)));
    return c.body(null, 201);
  });
  return app;
}
