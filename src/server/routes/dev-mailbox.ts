import { Hono } from "hono";
import type { ServerContext } from "../context.ts";
import { mailboxPage } from "../mail/mailbox-page.ts";
import { latestMail } from "../services/mail-outbox.ts";

/** The outbox, readable outside production only (docs/product.md#hosting): JSON at /api/dev/mailbox, a page at /dev/mailbox. */
export function devMailboxRoutes(ctx: ServerContext) {
  const app = new Hono();
  const newestFirst = () => latestMail(ctx);
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
