import { z } from "zod";
import { messages } from "#core/messages.ts";
import { storable } from "./text.ts";

// Bug reports and feature requests from Settings (spec §2, §5, §9).

export const FEEDBACK_TYPES = ["bug", "feature"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_MAX = 2000;
export const FEEDBACK_LOCK_DAYS = 7;

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

export type FeedbackLock = { locked: boolean; daysRemaining: number };

const DAY_MS = 24 * 60 * 60 * 1000;

// One submission per type per 7 days; the wait is shown in whole days, rounded up.
// Accepts the ISO string of /api/me as well as a Date.
export function feedbackLock(lastSubmission: Date | string | null, now: Date): FeedbackLock {
  const last = lastSubmission === null ? Number.NaN : new Date(lastSubmission).getTime();
  const remaining = last + FEEDBACK_LOCK_DAYS * DAY_MS - now.getTime();
  if (!(remaining > 0)) return { locked: false, daysRemaining: 0 };
  // A submission dated in the future (clock skew) still locks for at most the full week.
  return { locked: true, daysRemaining: Math.min(FEEDBACK_LOCK_DAYS, Math.ceil(remaining / DAY_MS)) };
}
