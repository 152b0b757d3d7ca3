import { z } from "zod";
import { messages } from "#core/messages.ts";
import {
  FEEDBACK_NOTE_MAX,
  FEEDBACK_ORDERS,
  FEEDBACK_PAGE_MAX,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUSES,
} from "#core/rules/feedback-inbox.ts";
import { FEEDBACK_TYPES } from "./feedback.ts";
import { storable } from "./text.ts";

// The console's feedback inbox and a player's own submissions (docs/product.md#feedback-inbox).

const invalid = { error: messages.invalidRequest };

/** GET /api/admin/feedback: filters and page come as query text. */
export const feedbackListQuerySchema = z.object(
  {
    type: z.enum(FEEDBACK_TYPES, invalid).optional(),
    status: z.enum(FEEDBACK_STATUSES, invalid).optional(),
    order: z.enum(FEEDBACK_ORDERS, invalid).default("newest"),
    page: z.coerce.number(invalid).int(invalid).min(1, invalid).max(FEEDBACK_PAGE_MAX, invalid).default(1),
  },
  invalid,
);
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

/** PUT /api/admin/feedback/:id: the status and the staff's note (blank clears it). */
export const feedbackTriageSchema = storable(
  z.object(
    {
      status: z.enum(FEEDBACK_STATUSES, invalid),
      note: z
        .string(invalid)
        .trim()
        .max(FEEDBACK_NOTE_MAX, messages.feedbackNoteTooLong)
        .transform((note) => (note === "" ? null : note))
        .nullable()
        .default(null),
    },
    invalid,
  ),
);
export type FeedbackTriageInput = z.infer<typeof feedbackTriageSchema>;

/** POST /api/admin/feedback/:id/replies: the answer the author gets by e-mail and in Settings. */
export const feedbackReplySchema = storable(
  z.object(
    {
      text: z
        .string({ error: messages.feedbackReplyRequired })
        .trim()
        .min(1, messages.feedbackReplyRequired)
        .max(FEEDBACK_REPLY_MAX, messages.feedbackReplyTooLong),
    },
    invalid,
  ),
);
export type FeedbackReplyInput = z.infer<typeof feedbackReplySchema>;
