import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { GameData } from "#core/game-data/schema.ts";
import type { Language } from "#core/i18n/languages.ts";
import type { PublicHunter } from "#core/schemas/hunter.ts";

/** src/web/ssr/shared-build.tsx's export, as its server bundle holds it. */
export type DrawSharedBuild = (
  path: string,
  data: PublicHunter,
  gameData: GameData,
  language: Language,
) => Promise<string>;

// scripts/build-web.mjs puts it in the build's .ssr folder; a build made by Vite alone has none, and its
// shared builds are drawn by the app only.
const BUNDLE = join(".ssr", "shared-build.js");

/** The web build's renderer of shared builds, or undefined when the build has none. */
export async function loadSharedBuildRenderer(webDir: string): Promise<DrawSharedBuild | undefined> {
  const path = join(webDir, BUNDLE);
  if (!existsSync(path)) return undefined;
  const bundle = (await import(pathToFileURL(path).href)) as { drawSharedBuild: DrawSharedBuild };
  return bundle.drawSharedBuild;
}
