import { z } from "zod";
import { messages } from "#core/messages.ts";
import { VERIFICATION_REASON_MAX } from "#core/rules/proof.ts";
import type { HunterRecord } from "./hunter.ts";
import { isStorableText, storable } from "./text.ts";

// Proof and verification of a public build (docs/product.md#proof-and-verification): the inputs of its
// routes and the answers the screens read.

const ID_MAX = 64;
const id = (message: string) =>
  z.string().min(1, message).max(ID_MAX, message).refine(isStorableText, message);

export const proofHunterParamSchema = z.object({ hunterId: id(messages.hunterNotFound) });
export const proofImageParamSchema = z.object({ imageId: id(messages.proofImageNotFound) });
export const verificationRequestParamSchema = z.object({ requestId: id(messages.verificationNotFound) });

/** POST /api/admin/verification/:requestId/decide: a moderator's verdict; a rejection says why. */
export const decideVerificationSchema = storable(
  z
    .object({
      verdict: z.enum(["verified", "rejected"], { error: messages.invalidRequest }),
      reason: z
        .string({ error: messages.invalidRequest })
        .trim()
        .max(VERIFICATION_REASON_MAX, messages.verificationReasonTooLong(VERIFICATION_REASON_MAX))
        .default(""),
      // The build's version the moderator looked at: a build changed since is not decided blind.
      seenUpdatedAt: z.string({ error: messages.invalidRequest }).max(40, messages.invalidRequest),
    })
    .refine((value) => value.verdict === "verified" || value.reason !== "", {
      message: messages.verificationReasonRequired,
      path: ["reason"],
    }),
);
export type DecideVerificationInput = z.input<typeof decideVerificationSchema>;

export type VerificationStatus = "open" | "verified" | "rejected" | "withdrawn";

/** A stored screenshot: its URL serves the re-encoded image to whoever may see it. */
export type ProofImage = { id: string; url: string; width: number; height: number; createdAt: string };

/** The owner's latest request and its answer. */
export type VerificationRequestState = {
  id: string;
  status: VerificationStatus;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
};

/**
 * GET /api/proof/hunters/:hunterId. The owner sees their screenshots and request whatever the build's state;
 * anyone else sees the screenshots only of a verified build listed in explore, and never the request.
 */
export type HunterProof = {
  verifiedAt: string | null;
  images: ProofImage[];
  request: VerificationRequestState | null;
  isOwner: boolean;
};

/** GET /api/admin/verification/:requestId: what a moderator reviews. */
export type VerificationReview = {
  request: VerificationRequestState & { claimedBy: string | null };
  hunter: HunterRecord;
  owner: { id: string; nickname: string | null };
  listed: boolean;
  verifiedAt: string | null;
  images: ProofImage[];
};
