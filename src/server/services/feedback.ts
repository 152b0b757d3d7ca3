import { and, eq, isNull, lte, or } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { feedbackLock, feedbackLockCutoff } from "#core/rules/feedback-lock.ts";
import type { FeedbackInput } from "#core/schemas/feedback.ts";
import { databaseOf } from "#server/db/context-database.ts";
import type { ServerContext, SessionUser } from "../context.ts";
import { feedback, user } from "../db/schema.ts";
import { tooMany } from "../errors.ts";

/**
 * One submission per type per 7 days (docs/product.md#feedback). Claiming the week is a conditional update of the
 * user's last submission time, so of two concurrent sends only one passes.
 */
export async function submitFeedback(ctx: ServerContext, who: SessionUser, input: FeedbackInput) {
  const column = input.type === "bug" ? user.lastBugSubmission : user.lastFeatureSubmission;
  const field = input.type === "bug" ? "lastBugSubmission" : "lastFeatureSubmission";
  const now = ctx.now();
  const cutoff = feedbackLockCutoff(now);
  await databaseOf(ctx).db.transaction(async (tx) => {
    const claimed = await tx
      .update(user)
      .set({ [field]: now })
      .where(and(eq(user.id, who.id), or(isNull(column), lte(column, cutoff))))
      .returning({ email: user.email, isAnonymous: user.isAnonymous });
    const row = claimed[0];
    if (!row) {
      const [current] = await tx.select({ last: column }).from(user).where(eq(user.id, who.id));
      const { daysRemaining } = feedbackLock(current?.last ?? null, now);
      throw tooMany(messages.feedbackLocked(daysRemaining), "feedback-locked", { daysRemaining });
    }
    await tx.insert(feedback).values({
      type: input.type,
      text: input.text,
      userId: who.id,
      userEmail: row.isAnonymous ? null : row.email,
      createdAt: now,
    });
  });
  await ctx.notify(who.id, "me");
}
