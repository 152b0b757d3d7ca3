import { z } from "zod";
import { hunterInputSchema } from "#core/schemas/hunter.ts";
import { addItemInputSchema } from "#core/schemas/inventory-item.ts";
import { boundedInt, SLOT_INDEX_MAX } from "./numbers.ts";

// The export file (docs/decisions.md#2026-11-24-export-import-and-share-codes): versioned so a later format
// can still read this one. Builds and items are parsed as loosely as the editors' inputs; the import plan
// checks them against this instance's game data and reports what does not fit instead of refusing the whole
// file.
export const EXPORT_FORMAT = "hunter-lodge-export";
export const EXPORT_VERSION = 1;
// A full VIP inventory; a roster beyond 100 hunters (bought slots) is exported in more than one file.
const EXPORT_HUNTERS_MAX = 100;
const EXPORT_ITEMS_MAX = 400;

const exportedHunterSchema = z.object({
  slotIndex: boundedInt(0, SLOT_INDEX_MAX),
  build: hunterInputSchema,
});
export type ExportedHunter = z.infer<typeof exportedHunterSchema>;

export const buildExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  gameDataVersion: z.string().max(40),
  exportedAt: z.string().max(40),
  hunters: z.array(exportedHunterSchema).max(EXPORT_HUNTERS_MAX),
  inventory: z.array(addItemInputSchema).max(EXPORT_ITEMS_MAX),
});
export type BuildExportFile = z.input<typeof buildExportSchema>;

// POST /api/import/preview and /api/import: a whole export file, or one share code. The file is read
// by readExportFile, so a damaged one gets the import's own message rather than a field error.
// makePublic: the player's choice in the preview; imported hunters are private without it.
export const importRequestSchema = z.union([
  z.object({ code: z.string().max(20_000), makePublic: z.boolean().optional() }),
  z.object({ file: z.unknown(), makePublic: z.boolean().optional() }),
]);
export type ImportRequest = z.infer<typeof importRequestSchema>;
