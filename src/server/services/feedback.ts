import { and, asc, desc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { OWN_FEEDBACK_SHOWN } from "#core/rules/feedback-inbox.ts";
import { feedbackLock, feedbackLockCutoff } from "#core/rules/feedback-lock.ts";
import type { FeedbackInput } from "#core/schemas/feedback.ts";
import { databaseOf } from "#server/db/context-database.ts";
import type { ServerContext, SessionUser } from "../context.ts";
import { feedback, feedbackReplies, user } from "../db/schema.ts";
import { tooMany } from "../errors.ts";
import { languageFor } from "../i18n/texts.ts";

/**
 * One submission per type per 7 days (docs/product.md#feedback). Claiming the week is a conditional update of the
 * user's last submission time, so of two concurrent sends only one passes. The submission keeps the player's
 * language (their chosen one, else the request's), so the inbox knows how to answer
 * (docs/product.md#feedback-inbox).
 */
export async function submitFeedback(
  ctx: ServerContext,
  who: SessionUser,
  input: FeedbackInput,
  acceptLanguage: string | null | undefined,
) {
  const column = input.type === "bug" ? user.lastBugSubmission : user.lastFeatureSubmission;
  const field = input.type === "bug" ? "lastBugSubmission" : "lastFeatureSubmission";
  const now = ctx.now();
  const cutoff = feedbackLockCutoff(now);
  await databaseOf(ctx).db.transaction(async (tx) => {
    const claimed = await tx
      .update(user)
      .set({ [field]: now })
      .where(and(eq(user.id, who.id), or(isNull(column), lte(column, cutoff))))
      .returning({ email: user.email, isAnonymous: user.isAnonymous, language: user.language });
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
      language: languageFor(row.language, acceptLanguage),
    });
  });
  await ctx.notify(who.id, "me");
}

/**
 * The player's own submissions, newest first, with their status and every reply (Settings → Support,
 * docs/product.md#feedback). The staff's note stays in the console.
 */
export async function ownFeedback(ctx: ServerContext, userId: string) {
  const { db } = databaseOf(ctx);
  const rows = await db
    .select({
      id: feedback.id,
      type: feedback.type,
      text: feedback.text,
      createdAt: feedback.createdAt,
      status: feedback.status,
    })
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(OWN_FEEDBACK_SHOWN);
  const replies = rows.length
    ? await db
        .select()
        .from(feedbackReplies)
        .where(
          inArray(
            feedbackReplies.feedbackId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id))
    : [];
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    replies: replies
      .filter((reply) => reply.feedbackId === row.id)
      .map((reply) => ({
        id: reply.id,
        authorName: reply.authorName,
        text: reply.text,
        createdAt: reply.createdAt.toISOString(),
      })),
  }));
}
