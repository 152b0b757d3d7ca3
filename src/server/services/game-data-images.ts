import { eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { gameImageNames } from "#core/game-data/images.ts";
import { parseGameData } from "#core/game-data/parse.ts";
import { messages } from "#core/messages.ts";
import {
  GAME_IMAGE_BYTES_MAX,
  GAME_IMAGE_FORMATS,
  GAME_IMAGE_SIDE_MAX,
  type GameImages,
  type UploadGameImage,
} from "#core/schemas/game-data-versions.ts";
import type { ServerContext } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { gameDataImages, gameDataImports } from "#server/db/schema.ts";
import { refused } from "#server/errors.ts";
import { type AuditActor, recordAudit } from "./audit-log.ts";

// The images the game data names, uploaded in the console (docs/product.md#game-data-in-the-console). What
// is stored is always the server's own PNG re-encode, never the bytes sent: an SVG's scripts and links, a
// file's metadata and anything a polyglot hides are gone, and every instance serves it from the database
// in place of the shipped file of that name.

type Ctx = Pick<ServerContext, "database" | "gameData">;

const PIXELS_MAX = 4096 * 4096;
const notAnImage = () => refused(messages.gameImageInvalid, "not-an-image");

/** Decodes an upload (PNG, JPEG, WebP or SVG, read from its own header) and re-encodes it as PNG. */
async function reencodeGameImage(upload: Uint8Array): Promise<Uint8Array> {
  if (upload.byteLength > GAME_IMAGE_BYTES_MAX) throw refused(messages.gameImageTooLarge, "too-large");
  const options = { limitInputPixels: PIXELS_MAX, failOn: "error", pages: 1 } as const;
  try {
    const { format, width = 1, height = 1 } = await sharp(upload, options).metadata();
    if (!GAME_IMAGE_FORMATS.some((allowed) => allowed === format)) throw notAnImage();
    const side = GAME_IMAGE_SIDE_MAX;
    // A drawing is rendered at the largest size kept, not at its own nominal size (often 64 px).
    const density = format === "svg" ? Math.min((72 * side) / Math.max(width, height), 2400) : undefined;
    const png = await sharp(upload, { ...options, ...(density ? { density } : {}) })
      .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
    return new Uint8Array(png);
  } catch {
    throw notAnImage();
  }
}

// The names an admin may upload for: those of the data served and of every draft (so a draft's new images
// can be in place before it is published).
async function namedImages(ctx: Ctx): Promise<string[]> {
  const drafts = await databaseOf(ctx)
    .db.select({ id: gameDataImports.id, data: gameDataImports.data })
    .from(gameDataImports)
    .where(isNull(gameDataImports.publishedAt));
  const names = new Set(gameImageNames(ctx.gameData.get()));
  for (const draft of drafts) {
    for (const name of gameImageNames(parseGameData(draft.data, `game data version ${draft.id}`)))
      names.add(name);
  }
  return [...names].sort();
}

export async function listGameImages(ctx: Ctx): Promise<GameImages> {
  const [names, uploaded] = await Promise.all([
    namedImages(ctx),
    databaseOf(ctx).db.select({ name: gameDataImages.name }).from(gameDataImages),
  ]);
  const stored = new Set(uploaded.map((row) => row.name));
  return { images: names.map((name) => ({ name, uploaded: stored.has(name) })) };
}

/** Stores the image for `name` (replacing an earlier upload) with its audit entry. */
export async function uploadGameImage(ctx: Ctx, actor: Exclude<AuditActor, "cli">, input: UploadGameImage) {
  if (!(await namedImages(ctx)).includes(input.name)) throw refused(messages.gameImageNotNamed, "not-named");
  const bytes = await reencodeGameImage(new Uint8Array(Buffer.from(input.base64, "base64")));
  await databaseOf(ctx).db.transaction(async (tx) => {
    const [before] = await tx
      .select({ updatedAt: gameDataImages.updatedAt })
      .from(gameDataImages)
      .where(eq(gameDataImages.name, input.name));
    await tx
      .insert(gameDataImages)
      .values({ name: input.name, mime: "image/png", bytes })
      .onConflictDoUpdate({
        target: gameDataImages.name,
        set: { mime: "image/png", bytes, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actor,
      action: "game-data.image",
      target: { type: "game-image", id: input.name },
      before: before ? { uploaded: before.updatedAt.toISOString() } : null,
      after: { bytes: bytes.byteLength },
    });
  });
  return { name: input.name, uploaded: true };
}

/** The uploaded image of that name, or null when the shipped file (if any) is served. */
export async function storedGameImage(db: Db, name: string) {
  const [row] = await db
    .select({ mime: gameDataImages.mime, bytes: gameDataImages.bytes, updatedAt: gameDataImages.updatedAt })
    .from(gameDataImages)
    .where(eq(gameDataImages.name, name));
  return row ?? null;
}
