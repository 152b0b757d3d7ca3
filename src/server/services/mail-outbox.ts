import { desc } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema.ts";

const MAILBOX_SIZE = 200;

/** The development mailbox's view of the outbox (docs/product.md#hosting): the newest mails first. */
export const latestMail = (db: Db) =>
  db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(MAILBOX_SIZE);
