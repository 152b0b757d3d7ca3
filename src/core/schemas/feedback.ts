import { z } from "zod";
import { messages } from "#core/messages.ts";
import { storable } from "./text.ts";

// Bug reports and feature requests from Settings (docs/product.md#feedback).

export const FEEDBACK_TYPES = ["bug", "feature"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_MAX = 2000;

const description = (blank: string) =>
  z.string({ error: blank }).trim().min(1, blank).max(FEEDBACK_MAX, messages.feedbackTooLong);

export const feedbackSchema = storable(
  z.discriminatedUnion(
    "type",
    [
      z.object({ type: z.literal("bug"), text: description(messages.bugDescriptionRequired) }),
      z.object({ type: z.literal("feature"), text: description(messages.featureDescriptionRequired) }),
    ],
    { error: messages.invalidRequest },
  ),
);
export type FeedbackInput = z.infer<typeof feedbackSchema>;
