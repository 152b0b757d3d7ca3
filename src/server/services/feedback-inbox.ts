import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { isLanguage, type Language } from "#core/i18n/languages.ts";
import { messages } from "#core/messages.ts";
import { excerpt, FEEDBACK_PAGE_SIZE, pageCount } from "#core/rules/feedback-inbox.ts";
import type {
  FeedbackListQuery,
  FeedbackReplyInput,
  FeedbackTriageInput,
} from "#core/schemas/feedback-inbox.ts";
import type { ServerContext } from "#server/context.ts";
import type { Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { feedback, feedbackReplies, user } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";
import { feedbackReplyMail } from "#server/mail/feedback-reply.ts";
import { getLogger } from "#server/observability/logger.ts";
import { type AuditActor, recordAudit } from "./audit-log.ts";
import { addNotice } from "./player-notices.ts";

// The console's feedback inbox (docs/product.md#feedback-inbox): staff read, mark and answer what players
// sent from Settings. Only an admin is ever shown the author's e-mail address; a moderator's reply still
// reaches it, through the mailer
// (docs/decisions.md#2026-12-06-a-reply-to-feedback-goes-to-the-accounts-address-and-moderators-never-read-it).

/** Who acts in the console: their account and role, as the route's guard read it. */
export type StaffMember = {
  id: string;
  name: string;
  nickname: string | null;
  role: NonNullable<(typeof user.$inferSelect)["role"]>;
};

const LIST_EXCERPT_LENGTH = 160;
const iso = (d: Date) => d.toISOString();

const replyView = (row: typeof feedbackReplies.$inferSelect) => ({
  id: row.id,
  authorName: row.authorName,
  text: row.text,
  createdAt: iso(row.createdAt),
});

/** How many submissions nobody has marked yet: the console's navigation shows it. */
export async function countNewFeedback(ctx: Pick<ServerContext, "database">): Promise<number> {
  const [row] = await databaseOf(ctx)
    .db.select({ n: count() })
    .from(feedback)
    .where(eq(feedback.status, "new"));
  return row?.n ?? 0;
}

/** One page of the inbox, filtered by type and status, newest or oldest first. */
export async function listFeedback(ctx: ServerContext, query: FeedbackListQuery) {
  const { db } = databaseOf(ctx);
  const filters: SQL[] = [];
  if (query.type) filters.push(eq(feedback.type, query.type));
  if (query.status) filters.push(eq(feedback.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const order =
    query.order === "oldest"
      ? [asc(feedback.createdAt), asc(feedback.id)]
      : [desc(feedback.createdAt), desc(feedback.id)];
  const replies = db
    .select({ feedbackId: feedbackReplies.feedbackId, n: count().as("n") })
    .from(feedbackReplies)
    .groupBy(feedbackReplies.feedbackId)
    .as("replies");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: feedback.id,
        type: feedback.type,
        text: feedback.text,
        createdAt: feedback.createdAt,
        language: feedback.language,
        status: feedback.status,
        authorId: feedback.userId,
        nickname: user.nickname,
        replies: replies.n,
      })
      .from(feedback)
      .innerJoin(user, eq(user.id, feedback.userId))
      .leftJoin(replies, eq(replies.feedbackId, feedback.id))
      .where(where)
      .orderBy(...order)
      .limit(FEEDBACK_PAGE_SIZE)
      .offset((query.page - 1) * FEEDBACK_PAGE_SIZE),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      excerpt: excerpt(row.text, LIST_EXCERPT_LENGTH),
      author: { id: row.authorId, nickname: row.nickname },
      createdAt: iso(row.createdAt),
      language: isLanguage(row.language) ? row.language : null,
      status: row.status,
      replies: Number(row.replies ?? 0),
    })),
    page: query.page,
    pages: pageCount(totalCount),
    total: totalCount,
  };
}

async function readSubmission(tx: Tx, id: string, lock: boolean) {
  const select = tx
    .select({
      feedback,
      nickname: user.nickname,
      email: user.email,
      isAnonymous: user.isAnonymous,
      accountLanguage: user.language,
    })
    .from(feedback)
    .innerJoin(user, eq(user.id, feedback.userId))
    .where(eq(feedback.id, id));
  const [row] = await (lock ? select.for("update", { of: feedback }) : select);
  if (!row) throw notFound(messages.feedbackNotFound);
  return row;
}

/** One submission with its replies; the author's address only for an admin. */
export async function getFeedback(ctx: ServerContext, viewer: Pick<StaffMember, "role">, id: string) {
  return databaseOf(ctx).db.transaction(async (tx) => {
    const row = await readSubmission(tx, id, false);
    const replies = await tx
      .select()
      .from(feedbackReplies)
      .where(eq(feedbackReplies.feedbackId, id))
      .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
    const f = row.feedback;
    return {
      id: f.id,
      type: f.type,
      text: f.text,
      createdAt: iso(f.createdAt),
      updatedAt: iso(f.updatedAt),
      language: isLanguage(f.language) ? f.language : null,
      status: f.status,
      note: f.note,
      author: {
        id: f.userId,
        nickname: row.nickname,
        // docs/product.md#feedback-inbox: moderators answer through the mailer without reading the address.
        ...(viewer.role === "admin" ? { email: row.isAnonymous ? null : row.email } : {}),
        canBeMailed: !row.isAnonymous,
      },
      replies: replies.map(replyView),
    };
  });
}

const actorOf = (staff: StaffMember): AuditActor => ({ id: staff.id, name: staff.name });

/** Sets the status and note; an unchanged pair writes nothing and records nothing. */
export async function triageFeedback(
  ctx: ServerContext,
  staff: StaffMember,
  id: string,
  input: FeedbackTriageInput,
) {
  return databaseOf(ctx).db.transaction(async (tx) => {
    const { feedback: before } = await readSubmission(tx, id, true);
    const was = { status: before.status, note: before.note };
    const now = { status: input.status, note: input.note };
    if (was.status === now.status && was.note === now.note) {
      return { ...was, updatedAt: iso(before.updatedAt) };
    }
    const updatedAt = ctx.now();
    await tx
      .update(feedback)
      .set({ ...now, updatedAt })
      .where(eq(feedback.id, id));
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: "feedback.triage",
      target: { type: "feedback", id },
      before: was,
      after: now,
    });
    return { ...now, updatedAt: iso(updatedAt) };
  });
}

const mailLanguage = (account: unknown, written: unknown): Language =>
  isLanguage(account) ? account : isLanguage(written) ? written : "en";

/**
 * Stores a reply, tells the author with a notice in the same transaction, then mails it to the account's
 * address (after the commit: a mailer that fails loses no reply, which waits under Settings → Support).
 */
export async function replyToFeedback(
  ctx: ServerContext,
  staff: StaffMember,
  id: string,
  input: FeedbackReplyInput,
) {
  // The player reads the author's name: a nickname, never the staff member's address.
  const authorName = staff.nickname ?? "Hunter Lodge";
  const { reply, authorId, mail } = await databaseOf(ctx).db.transaction(async (tx) => {
    const row = await readSubmission(tx, id, true);
    const [stored] = await tx
      .insert(feedbackReplies)
      .values({ feedbackId: id, authorId: staff.id, authorName, text: input.text, createdAt: ctx.now() })
      .returning();
    if (!stored) throw new Error("The reply was not stored.");
    await addNotice(tx, row.feedback.userId, "feedback-reply", {
      excerpt: excerpt(input.text),
      feedbackId: id,
      type: row.feedback.type,
    });
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: "feedback.reply",
      target: { type: "feedback", id },
      after: { replyId: stored.id, text: input.text },
    });
    const to = row.isAnonymous ? null : row.email;
    const mail = to
      ? feedbackReplyMail({
          to,
          language: mailLanguage(row.accountLanguage, row.feedback.language),
          type: row.feedback.type,
          authorName,
          reply: input.text,
          original: row.feedback.text,
          settingsUrl: `${ctx.env.BASE_URL}/settings`,
        })
      : null;
    return { reply: replyView(stored), authorId: row.feedback.userId, mail };
  });
  await ctx.notify(authorId, "me");
  let mailed = false;
  if (mail) {
    try {
      await ctx.sendMail(mail);
      mailed = true;
    } catch (error) {
      getLogger(ctx.env.LOG_LEVEL).warn({ err: error, feedbackId: id }, "feedback reply not mailed");
    }
  }
  return { reply, mailed };
}
