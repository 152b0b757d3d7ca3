import { z } from "zod";
import type { DiffKind, GameDataDiff } from "#core/game-data/diff.ts";
import { isGameImagePath } from "#core/game-data/images.ts";
import { messages } from "#core/messages.ts";
import { storable } from "./text.ts";

// The console's game data (docs/product.md#game-data-in-the-console): versions, drafts, their changes, images.

export const GAME_DATA_NOTE_MAX = 200;
// Under the API's body limit once base64 grows it by a third; the game's icons are a few KB.
export const GAME_IMAGE_BYTES_MAX = 160 * 1024;
// What an upload may be, as sharp reads its header; the server stores its own PNG re-encode of it.
export const GAME_IMAGE_FORMATS = ["png", "jpeg", "webp", "svg"] as const;
// The largest side stored: the game's icons are shown at most 44 px wide, four times that on a dense screen.
export const GAME_IMAGE_SIDE_MAX = 256;

/** POST /api/admin/game-data: a new file as a draft. `data` is checked as `import-game-data` checks a file. */
export const uploadGameDataSchema = storable(
  z.object({
    note: z.string().trim().max(GAME_DATA_NOTE_MAX).default(""),
    data: z.unknown(),
  }),
);

/** PUT /api/admin/game-data/images: an image for a name the game data gives, as base64. */
export const uploadGameImageSchema = z.object({
  name: z.string().max(200).refine(isGameImagePath, { error: messages.gameImageNotNamed }),
  base64: z
    .string()
    .min(1, messages.gameImageInvalid)
    .max(Math.ceil(GAME_IMAGE_BYTES_MAX / 3) * 4, messages.gameImageTooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, messages.gameImageInvalid),
});
export type UploadGameImage = z.infer<typeof uploadGameImageSchema>;

export type GameDataVersion = {
  id: string;
  importedAt: string;
  uploadedBy: string | null;
  note: string | null;
  /** When it was last made the served version; null for a draft. */
  publishedAt: string | null;
  current: boolean;
};

/** GET /api/admin/game-data: every version, newest upload first; `current` null while the shipped file is served. */
export type GameDataVersions = { current: string | null; versions: GameDataVersion[] };

export type TouchCount = { builds: number; items: number };

/** GET /api/admin/game-data/:id: the version against the served one, and what stored data each change touches. */
export type GameDataChanges = {
  version: GameDataVersion;
  diff: GameDataDiff;
  touched: Record<DiffKind, Record<string, TouchCount>>;
};

/** GET /api/admin/game-data/images: every image the served data and the drafts name, and which were uploaded. */
export type GameImages = { images: { name: string; uploaded: boolean }[] };
