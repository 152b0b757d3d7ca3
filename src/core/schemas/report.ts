import { z } from "zod";
import { messages } from "#core/messages.ts";
import {
  actionNeedsReason,
  MODERATION_REASON_MAX,
  REPORT_ACTIONS,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
} from "#core/rules/reports.ts";
import { storable } from "./text.ts";

// Reports, notices and the moderators' queue (docs/product.md#reports, docs/product.md#moderation-queue).

const ID_MAX = 64;
const targetId = z
  .string({ error: messages.reportNotFound })
  .min(1, messages.reportNotFound)
  .max(ID_MAX, messages.reportNotFound);

/** POST /api/reports: a public build by its id, or a public profile by its nickname. */
export const reportSchema = storable(
  z
    .object(
      {
        target: z.discriminatedUnion(
          "type",
          [
            z.object({ type: z.literal("build"), hunterId: targetId }),
            z.object({ type: z.literal("profile"), nickname: targetId }),
          ],
          { error: messages.invalidRequest },
        ),
        reason: z.enum(REPORT_REASONS, { error: messages.invalidRequest }),
        text: z
          .string({ error: messages.invalidRequest })
          .trim()
          .max(REPORT_TEXT_MAX, messages.reportTextTooLong(REPORT_TEXT_MAX))
          .optional(),
      },
      { error: messages.invalidRequest },
    )
    .refine((input) => input.reason !== "other" || (input.text ?? "").length > 0, {
      error: messages.reportTextRequired,
      path: ["text"],
    }),
);
export type ReportInput = z.infer<typeof reportSchema>;

/** A notice of the signed-in player, as GET /api/notices answers it. */
export type PlayerNotice = {
  id: string;
  kind: string;
  data: Record<string, unknown>;
  createdAt: string;
  readAt: string | null;
};

/** One of the owner's builds a moderator hid, and why (the builder and the owner's hunter page show it). */
export type HiddenBuild = { hunterId: string; hunterName: string; reason: string; hiddenAt: string };

const reason = z
  .string({ error: messages.moderationReasonRequired })
  .trim()
  .max(MODERATION_REASON_MAX, messages.moderationReasonTooLong(MODERATION_REASON_MAX));

/** POST /api/admin/moderation/reports/:id/claim: `takeOver` confirms taking an item another moderator has. */
export const claimSchema = z.object(
  { takeOver: z.boolean({ error: messages.invalidRequest }).default(false) },
  {
    error: messages.invalidRequest,
  },
);

/** POST /api/admin/moderation/reports/:id/act: what the moderator does about a report, and why. */
export const reportActionSchema = storable(
  z
    .object(
      {
        action: z.enum(REPORT_ACTIONS, { error: messages.invalidRequest }),
        reason: reason.optional(),
      },
      { error: messages.invalidRequest },
    )
    .refine((input) => !actionNeedsReason(input.action) || (input.reason ?? "").length > 0, {
      error: messages.moderationReasonRequired,
      path: ["reason"],
    }),
);
export type ReportActionInput = z.infer<typeof reportActionSchema>;
