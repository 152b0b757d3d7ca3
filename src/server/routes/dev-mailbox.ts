import { desc } from "drizzle-orm";
import { Hono } from "hono";
import type { ServerContext } from "../context.ts";
import { mailOutbox } from "../db/schema.ts";
import { mailboxPage } from "../mail/mailbox-page.ts";

/** The outbox, readable outside production only (DECISIONS §1): JSON at /api/dev/mailbox, a page at /dev/mailbox. */
export function devMailboxRoutes(ctx: ServerContext) {
  const app = new Hono();
  const newestFirst = () =>
    ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(200);
  app.get("/api/dev/mailbox", async (c) =>
    c.json(
      (await newestFirst()).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        createdAt: m.createdAt.toISOString(),
      })),
    ),
  );
  app.get("/dev/mailbox", async (c) => c.html(mailboxPage(await newestFirst())));
  return app;
}
