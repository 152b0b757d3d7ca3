import { count, eq } from "drizzle-orm";
import { consoleAreasFor, type StaffRole } from "#core/rules/admin.ts";
import type { ConsoleOverview } from "#core/schemas/admin.ts";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { reports, verificationRequests } from "#server/db/schema.ts";
import { countNewFeedback } from "../feedback-inbox.ts";

/** What the console's shell shows around every area: the caller's areas and what waits in the queues. */
export async function readConsoleOverview(
  ctx: Pick<ServerContext, "database">,
  role: StaffRole,
): Promise<ConsoleOverview> {
  const { db } = databaseOf(ctx);
  const [newFeedback, [openReports], [openRequests]] = await Promise.all([
    countNewFeedback(ctx),
    db.select({ n: count() }).from(reports).where(eq(reports.status, "open")),
    db.select({ n: count() }).from(verificationRequests).where(eq(verificationRequests.status, "open")),
  ]);
  return {
    role,
    areas: consoleAreasFor(role),
    counts: {
      newFeedback,
      openModeration: (openReports?.n ?? 0) + (openRequests?.n ?? 0),
    },
  };
}
