import { and, asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { messages } from "#core/messages.ts";
import {
  PROOF_FORMATS,
  PROOF_IMAGES_MAX,
  PROOF_INPUT_PIXELS_MAX,
  PROOF_LONGEST_SIDE,
} from "#core/rules/proof.ts";
import type { ProofImage } from "#core/schemas/verification.ts";
import type { ServerContext } from "#server/context.ts";
import type { Tx } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { hunters, proofImages, verificationRequests } from "#server/db/schema.ts";
import { conflict, notFound, refused } from "#server/errors.ts";
import { hunterNotFound } from "./hunter-rows.ts";

// The screenshots of a build in the game, kept as proof (docs/product.md#proof-and-verification). What is
// stored is always the server's own re-encode, never the bytes sent: metadata (place, device, time) is gone,
// and a file that is also something else (a polyglot) keeps only its picture.

type ProofContext = Pick<ServerContext, "database" | "now">;

export type Reencoded = { bytes: Uint8Array; mime: "image/webp"; width: number; height: number };

const notAnImage = () => refused(messages.proofNotAnImage, "not-an-image");
const tooManyPixels = () => refused(messages.proofTooManyPixels, "too-many-pixels");

// sharp's own refusal of a header over limitInputPixels, else the file did not decode.
const refusalOf = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels() : notAnImage();

/**
 * Decodes an upload and re-encodes it as WebP, at most PROOF_LONGEST_SIDE on its longest side. Refuses what
 * sharp does not read as PNG, JPEG or WebP from its own header (so an SVG, a GIF or an HTML page named .png
 * is refused), and an image whose header claims more than PROOF_INPUT_PIXELS_MAX pixels before any of them
 * is decoded (a decompression bomb).
 */
async function reencodeProof(upload: Uint8Array): Promise<Reencoded> {
  const options = { limitInputPixels: PROOF_INPUT_PIXELS_MAX, failOn: "error", pages: 1 } as const;
  let format: string | undefined;
  let pixels = 0;
  try {
    const header = await sharp(upload, options).metadata();
    format = header.format;
    pixels = (header.width ?? 0) * (header.height ?? 0);
  } catch (error) {
    throw refusalOf(error);
  }
  if (!PROOF_FORMATS.some((allowed) => allowed === format)) throw notAnImage();
  if (pixels > PROOF_INPUT_PIXELS_MAX) throw tooManyPixels();
  try {
    const { data, info } = await sharp(upload, options)
      // The photo's own orientation is applied before its metadata goes, so it stays upright.
      .rotate()
      .resize({
        width: PROOF_LONGEST_SIDE,
        height: PROOF_LONGEST_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), mime: "image/webp", width: info.width, height: info.height };
  } catch (error) {
    throw refusalOf(error);
  }
}

const proofImageUrl = (imageId: string) => `/api/proof/images/${encodeURIComponent(imageId)}`;

function toProofImage(row: { id: string; width: number; height: number; createdAt: Date }): ProofImage {
  return {
    id: row.id,
    url: proofImageUrl(row.id),
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The build's screenshots, oldest first, without their bytes. */
export async function listProofImages(tx: Pick<Tx, "select">, hunterId: string): Promise<ProofImage[]> {
  const rows = await tx
    .select({
      id: proofImages.id,
      width: proofImages.width,
      height: proofImages.height,
      createdAt: proofImages.createdAt,
    })
    .from(proofImages)
    .where(eq(proofImages.hunterId, hunterId))
    .orderBy(asc(proofImages.createdAt), asc(proofImages.id));
  return rows.map(toProofImage);
}

/**
 * The owner's build, locked for the rest of the transaction: every change to its proof (an upload, a
 * removal, a request, a moderator's decision) takes this lock first, so the limit of PROOF_IMAGES_MAX and
 * the one open request hold under concurrent requests.
 */
export async function lockOwnHunter(tx: Tx, userId: string, hunterId: string) {
  const [row] = await tx
    .select({ id: hunters.id, isPublic: hunters.isPublic, verifiedAt: hunters.verifiedAt })
    .from(hunters)
    .where(and(eq(hunters.id, hunterId), eq(hunters.userId, userId)))
    .for("update");
  if (!row) throw hunterNotFound();
  return row;
}

async function refuseWhileWaiting(tx: Tx, hunterId: string) {
  const [open] = await tx
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.hunterId, hunterId), eq(verificationRequests.status, "open")));
  if (open) throw conflict(messages.proofWhileWaiting, "verification-waiting");
}

const refuseNotPublic = (hunter: { isPublic: boolean }) => {
  if (!hunter.isPublic) throw refused(messages.proofBuildNotPublic, "build-not-public");
};

/**
 * Attaches a screenshot to the owner's public build. Whose build it is comes before what was sent (someone
 * else's is not found, whatever the file), then the re-encode, outside any lock; then the count and the
 * store under the build's lock, where the build is checked again.
 */
export async function attachProofImage(
  ctx: ProofContext,
  userId: string,
  hunterId: string,
  upload: Uint8Array,
): Promise<ProofImage> {
  const db = databaseOf(ctx).db;
  const [owned] = await db
    .select({ isPublic: hunters.isPublic })
    .from(hunters)
    .where(and(eq(hunters.id, hunterId), eq(hunters.userId, userId)));
  if (!owned) throw hunterNotFound();
  refuseNotPublic(owned);
  const image = await reencodeProof(upload);
  return db.transaction(async (tx) => {
    const hunter = await lockOwnHunter(tx, userId, hunterId);
    refuseNotPublic(hunter);
    await refuseWhileWaiting(tx, hunterId);
    const [held] = await tx
      .select({ n: count() })
      .from(proofImages)
      .where(eq(proofImages.hunterId, hunterId));
    if ((held?.n ?? 0) >= PROOF_IMAGES_MAX)
      throw refused(messages.proofTooMany(PROOF_IMAGES_MAX), "too-many-images");
    const [row] = await tx
      .insert(proofImages)
      .values({
        hunterId,
        userId,
        mime: image.mime,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
      })
      .returning({
        id: proofImages.id,
        width: proofImages.width,
        height: proofImages.height,
        createdAt: proofImages.createdAt,
      });
    if (!row) throw new Error("proof image not stored");
    return toProofImage(row);
  });
}

/**
 * The owner removes a screenshot. Not while a moderator may be looking at it; and a verified build whose
 * proof changes is no longer verified: the badge said a moderator saw these screenshots.
 */
export async function removeProofImage(ctx: ProofContext, userId: string, imageId: string): Promise<void> {
  await databaseOf(ctx).db.transaction(async (tx) => {
    const [image] = await tx
      .select({ hunterId: proofImages.hunterId })
      .from(proofImages)
      .where(and(eq(proofImages.id, imageId), eq(proofImages.userId, userId)));
    if (!image) throw notFound(messages.proofImageNotFound);
    const hunter = await lockOwnHunter(tx, userId, image.hunterId);
    await refuseWhileWaiting(tx, hunter.id);
    const removed = await tx
      .delete(proofImages)
      .where(eq(proofImages.id, imageId))
      .returning({ id: proofImages.id });
    if (removed.length === 0) throw notFound(messages.proofImageNotFound);
    if (hunter.verifiedAt)
      await tx.update(hunters).set({ verifiedAt: null }).where(eq(hunters.id, hunter.id));
  });
}

export type ServedImage = { bytes: Uint8Array; mime: string; everyone: boolean };

/**
 * A screenshot for the viewer (docs/product.md#proof-and-verification): its owner and the lodge's staff
 * always; anyone else only while its build is verified and listed in explore (public, in explore, within
 * the rules, not hidden, its owner not suspended). Otherwise it is not found, as if it never existed.
 * `everyone` says whether anyone may see it, so a shared cache keeps only those.
 */
export async function readProofImage(
  ctx: ProofContext,
  viewer: { id: string; staff: () => Promise<boolean> } | null,
  imageId: string,
): Promise<ServedImage> {
  const [row] = await databaseOf(ctx)
    .db.select({
      bytes: proofImages.bytes,
      mime: proofImages.mime,
      ownerId: proofImages.userId,
      listed: hunters.listed,
      verifiedAt: hunters.verifiedAt,
    })
    .from(proofImages)
    .innerJoin(hunters, eq(hunters.id, proofImages.hunterId))
    .where(eq(proofImages.id, imageId));
  if (!row) throw notFound(messages.proofImageNotFound);
  const everyone = row.listed === true && row.verifiedAt !== null;
  const allowed = everyone || (viewer !== null && (viewer.id === row.ownerId || (await viewer.staff())));
  if (!allowed) throw notFound(messages.proofImageNotFound);
  return { bytes: row.bytes, mime: row.mime, everyone };
}
