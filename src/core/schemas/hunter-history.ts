import { z } from "zod";
import { messages } from "#core/messages.ts";
import type { VersionChange } from "#core/rules/change-summary.ts";
import type { HunterInput } from "./hunter.ts";
import { hunterIdParamSchema } from "./params.ts";

// Version history of a hunter (docs/decisions.md#2026-11-23-version-history-of-a-hunter): owner only, newest
// 50 kept.
export const VERSIONS_KEPT = 50;

// A revision that cannot exist is not found, like a pruned one.
const revision = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, messages.versionNotFound)
  .transform(Number);

/** /api/hunters/:id/versions/:revision and its restore. */
export const hunterVersionParamSchema = hunterIdParamSchema.extend({ revision });

/**
 * GET /api/hunters/:id/versions, newest first. A version carries its change as data (`change`), worded by
 * the reader's app (docs/decisions.md#2026-11-25-a-versions-change-is-stored-as-data-worded-by-the-reader);
 * one saved before that carries the English line it was stored with.
 */
export type HunterVersionSummary = {
  revision: number;
  savedAt: string;
  summary: string | null;
  change: VersionChange | null;
};

/** GET /api/hunters/:id/versions/:revision: the whole build as it was saved. */
export type HunterVersion = HunterVersionSummary & { hunterId: string; build: HunterInput };
