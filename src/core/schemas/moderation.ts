import { z } from "zod";
import { messages } from "#core/messages.ts";
import type { ReportReason } from "#core/rules/reports.ts";
import { isStorableText } from "./text.ts";

// The moderators' queue (docs/product.md#moderation-queue): GET /api/admin/moderation answers these.

/** Who is handling an item: another moderator who opened it, shown so two never act on it unknowingly. */
export type QueueClaim = { id: string; name: string; at: string } | null;

/** A reported build as the public sees it, with the moderator's hide if there is one. */
export type QueueBuild = {
  type: "build";
  hunterId: string;
  ownerId: string;
  ownerNickname: string | null;
  hunterName: string;
  hunterClass: string;
  hunterRarity: string;
  hunterPurpose: string;
  isPublic: boolean;
  hiddenReason: string | null;
};

/** A reported profile as the public sees it. */
export type QueueProfile = {
  type: "profile";
  userId: string;
  nickname: string | null;
  photoURL: string | null;
  avatarBgColor: string | null;
  publicBuilds: number;
};

export type QueueReport = {
  kind: "report";
  id: string;
  createdAt: string;
  reason: ReportReason;
  text: string | null;
  claim: QueueClaim;
  /** Null when the build or account is gone since: nothing is left to do but dismiss. */
  target: QueueBuild | QueueProfile | null;
};

export type QueueVerification = {
  kind: "verification";
  id: string;
  createdAt: string;
  claim: QueueClaim;
  hunterId: string;
  ownerId: string;
  ownerNickname: string | null;
  hunterName: string;
};

export type QueueItem = QueueReport | QueueVerification;

const QUEUE_KINDS = ["reports", "verification"] as const;
// An id that cannot exist is an item already gone, like one handled since (a NUL never reaches the database).
const itemId = z
  .string({ error: messages.moderationItemGone })
  .min(1, messages.moderationItemGone)
  .max(64, messages.moderationItemGone)
  .refine(isStorableText, { error: messages.moderationItemGone });
export const queueItemParamSchema = z.object({
  kind: z.enum(QUEUE_KINDS, { error: messages.notFound }),
  id: itemId,
});
export const reportParamSchema = z.object({ id: itemId });
