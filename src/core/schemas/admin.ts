import { z } from "zod";
import { CONSOLE_AREAS, STAFF_ROLES } from "#core/rules/admin.ts";

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** GET /api/admin/overview (docs/product.md#the-console): the caller's role, areas and what waits. */
export const consoleOverviewSchema = z.object({
  role: staffRoleSchema,
  areas: z.array(z.enum(CONSOLE_AREAS)),
  counts: z.object({
    /** Feedback nobody has looked at yet. */
    newFeedback: z.number().int().nonnegative(),
    /** Open reports and open verification requests together. */
    openModeration: z.number().int().nonnegative(),
  }),
});
export type ConsoleOverview = z.infer<typeof consoleOverviewSchema>;
