import { desc } from "drizzle-orm";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { mailOutbox } from "#server/db/schema.ts";

const MAILBOX_SIZE = 200;

/** The development mailbox's view of the outbox (docs/product.md#hosting): the newest mails first. */
export const latestMail = (ctx: ServerContext) =>
  databaseOf(ctx).db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(MAILBOX_SIZE);
