import { randomUUID } from "node:crypto";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import type {
  HunterProof,
  VerificationRequestState,
  VerificationReview,
} from "#core/schemas/verification.ts";
import type { ServerContext } from "#server/context.ts";
import type { Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, playerNotices, proofImages, user, verificationRequests } from "#server/db/schema.ts";
import { conflict, notFound, refused } from "#server/errors.ts";
import { type AuditActor, recordAudit } from "./audit-log.ts";
import { hunterNotFound, toHunterRecord } from "./hunter-rows.ts";
import { lockOpenItem } from "./moderation-queue.ts";
import { addNotice, type NoticeKind } from "./player-notices.ts";
import { listProofImages, lockOwnHunter } from "./proof-images.ts";

// An owner's request to verify a public build and a moderator's answer
// (docs/product.md#proof-and-verification). Every change takes the build's row lock first
// (proof-images.ts lockOwnHunter), so a decision, an upload and a save never cross.

type VerificationContext = Pick<ServerContext, "database" | "now"> & {
  notify?: (userId: string, topic: "hunters") => void | Promise<void>;
};

type RequestRow = typeof verificationRequests.$inferSelect;

const requestState = (row: RequestRow): VerificationRequestState => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

async function latestRequest(tx: Pick<Tx, "select">, hunterId: string) {
  const [row] = await tx
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.hunterId, hunterId))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(1);
  return row ?? null;
}

/**
 * A build's proof as the viewer may see it: the owner everything; anyone else the screenshots and the
 * date only of a verified build listed in explore, and nothing (not even whether a request exists) otherwise;
 * someone else's private build is not found.
 */
export async function readHunterProof(
  ctx: VerificationContext,
  viewerId: string | null,
  hunterId: string,
): Promise<HunterProof> {
  const db = databaseOf(ctx).db;
  const [hunter] = await db
    .select({
      userId: hunters.userId,
      isPublic: hunters.isPublic,
      listed: hunters.listed,
      verifiedAt: hunters.verifiedAt,
    })
    .from(hunters)
    .where(eq(hunters.id, hunterId));
  const isOwner = viewerId !== null && viewerId === hunter?.userId;
  // Someone else's private build is not found, as a missing one (docs/product.md#security).
  if (!hunter || (!isOwner && !hunter.isPublic)) throw hunterNotFound();
  const shown = hunter.listed === true && hunter.verifiedAt !== null;
  if (!isOwner && !shown) return { verifiedAt: null, images: [], request: null, isOwner };
  const latest = isOwner ? await latestRequest(db, hunterId) : null;
  return {
    verifiedAt: shown || isOwner ? (hunter.verifiedAt?.toISOString() ?? null) : null,
    images: await listProofImages(db, hunterId),
    request: latest ? requestState(latest) : null,
    isOwner,
  };
}

/** The owner asks a moderator to verify their public build, with at least one screenshot attached. */
export async function askVerification(ctx: VerificationContext, userId: string, hunterId: string) {
  await databaseOf(ctx).db.transaction(async (tx) => {
    const hunter = await lockOwnHunter(tx, userId, hunterId);
    if (!hunter.isPublic) throw refused(messages.proofBuildNotPublic, "build-not-public");
    if (hunter.verifiedAt) throw conflict(messages.verificationAlreadyVerified, "already-verified");
    const latest = await latestRequest(tx, hunterId);
    if (latest?.status === "open")
      throw conflict(messages.verificationAlreadyWaiting, "verification-waiting");
    const [image] = await tx
      .select({ id: proofImages.id })
      .from(proofImages)
      .where(eq(proofImages.hunterId, hunterId))
      .limit(1);
    if (!image) throw refused(messages.verificationNeedsImage, "needs-image");
    await tx.insert(verificationRequests).values({ hunterId, userId });
  });
  return readHunterProof(ctx, userId, hunterId);
}

/** The owner takes back a request no moderator has decided yet. */
export async function withdrawVerification(ctx: VerificationContext, userId: string, hunterId: string) {
  await databaseOf(ctx).db.transaction(async (tx) => {
    await lockOwnHunter(tx, userId, hunterId);
    const withdrawn = await tx
      .update(verificationRequests)
      .set({ status: "withdrawn", decidedAt: ctx.now() })
      .where(and(eq(verificationRequests.hunterId, hunterId), eq(verificationRequests.status, "open")))
      .returning({ id: verificationRequests.id });
    if (withdrawn.length === 0) throw conflict(messages.verificationNotWaiting, "verification-not-waiting");
  });
  return readHunterProof(ctx, userId, hunterId);
}

/** A request as a moderator reviews it: the build as the public sees it, beside its screenshots. */
export async function readVerificationReview(
  ctx: VerificationContext,
  requestId: string,
): Promise<VerificationReview> {
  const db = databaseOf(ctx).db;
  const [found] = await db
    .select({ request: verificationRequests, hunter: hunters, nickname: user.nickname })
    .from(verificationRequests)
    .innerJoin(hunters, eq(hunters.id, verificationRequests.hunterId))
    .innerJoin(user, eq(user.id, hunters.userId))
    .where(eq(verificationRequests.id, requestId));
  if (!found) throw notFound(messages.verificationNotFound);
  const { request, hunter } = found;
  return {
    request: { ...requestState(request), claimedBy: request.claimedBy },
    hunter: toHunterRecord(hunter),
    owner: { id: hunter.userId, nickname: found.nickname },
    listed: hunter.listed === true,
    verifiedAt: hunter.verifiedAt?.toISOString() ?? null,
    images: await listProofImages(db, hunter.id),
  };
}

export type VerificationVerdict = {
  verdict: "verified" | "rejected";
  reason: string;
  /** The build's `updatedAt` the moderator looked at; a build saved since is refused (409). */
  seenUpdatedAt?: string;
};

/**
 * A moderator's answer to an open request, in one transaction with its audit entry and the owner's notice:
 * "verified" marks the build (hunters.verified_at); "rejected" deletes its screenshots and tells the owner why.
 */
export async function decideVerification(
  ctx: VerificationContext,
  moderator: Exclude<AuditActor, "cli">,
  requestId: string,
  { verdict, reason, seenUpdatedAt }: VerificationVerdict,
): Promise<VerificationReview> {
  const now = ctx.now();
  const ownerId = await databaseOf(ctx).db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, requestId));
    if (!request) throw notFound(messages.verificationNotFound);
    // The build's lock, then the request read again under it: a withdrawal or another moderator's
    // decision that committed meanwhile is seen.
    const [hunter] = await tx
      .select({ id: hunters.id, hunterName: hunters.hunterName, updatedAt: hunters.updatedAt })
      .from(hunters)
      .where(eq(hunters.id, request.hunterId))
      .for("update");
    const [current] = await tx
      .select({ status: verificationRequests.status })
      .from(verificationRequests)
      .where(eq(verificationRequests.id, requestId));
    if (!hunter || !current) throw notFound(messages.verificationNotFound);
    if (current.status !== "open") throw conflict(messages.verificationAlreadyDecided, "already-decided");
    // Two moderators never decide one request unknowingly: another's claim is taken over in the queue first.
    await lockOpenItem(tx, "verification", requestId, moderator, false);
    if (seenUpdatedAt !== undefined && seenUpdatedAt !== hunter.updatedAt.toISOString())
      throw conflict(messages.verificationBuildChanged, "build-changed");
    const text = reason.trim() === "" ? null : reason.trim();
    await tx
      .update(verificationRequests)
      .set({ status: verdict, reason: text, decidedBy: moderator.id, decidedAt: now })
      .where(eq(verificationRequests.id, requestId));
    if (verdict === "verified") {
      await tx.update(hunters).set({ verifiedAt: now }).where(eq(hunters.id, hunter.id));
    } else {
      await tx.delete(proofImages).where(eq(proofImages.hunterId, hunter.id));
    }
    await recordAudit(tx, {
      actor: moderator,
      action: verdict === "verified" ? "verification.verify" : "verification.reject",
      target: { type: "hunter", id: hunter.id },
      reason: text,
      before: { status: "open" },
      after: { status: verdict },
    });
    await addNotice(
      tx,
      request.userId,
      verdict === "verified" ? "verification-verified" : "verification-rejected",
      { hunterId: hunter.id, hunterName: hunter.hunterName, reason: text },
    );
    return request.userId;
  });
  await ctx.notify?.(ownerId, "hunters");
  return readVerificationReview(ctx, requestId);
}

/**
 * The owner's notice that a save took their build's badge (docs/product.md#proof-and-verification): an
 * insert that selects `from added`, so hunter-history.ts writes it in the save's own statement, with the
 * version that shows when, or not at all.
 */
export function verificationDroppedNotice(userId: string, hunterId: string, hunterName: string): SQL {
  const kind: NoticeKind = "verification-dropped";
  const data = JSON.stringify({ hunterId, hunterName });
  return sql`insert into ${playerNotices} (id, user_id, kind, data)
    select ${randomUUID()}, ${userId}, ${kind}, ${data}::jsonb from added`;
}
