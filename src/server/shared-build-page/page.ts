import { gameDataAnswer } from "#core/game-data/answer.ts";
import { acceptLanguageTags, matchLanguage } from "#core/i18n/languages.ts";
import type { ServerContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import { HUNTER_PAGE } from "#server/first-screens.ts";
import { serializeGameData } from "#server/game-data/store.ts";
import { readSharedHunter } from "#server/services/hunter-reads.ts";
import { createPublicHunterCache } from "#server/services/public-hunter-cache.ts";
import type { DrawSharedBuild } from "./renderer.ts";

// A shared link opened by a visitor without a session
// (docs/decisions.md#2026-11-25-the-server-draws-a-shared-build-with-the-apps-own-components): the page holds
// the build as the app draws it, so a phone shows it as soon as the page and its style arrive instead of
// after the app's script (8 s and more on Slow 3G). A player with a session, a private build, a saved version
// (?version=) and a broken link get the app alone, as before. The drawing is kept like the public read
// (public-hunter-cache.ts), per language and game data, and forgotten on every change of the owner's hunters.

export type DrawnPage = (
  url: URL,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
  page: string,
) => Promise<string>;

export function sharedBuildPages(ctx: ServerContext, draw: DrawSharedBuild): DrawnPage {
  const cache = createPublicHunterCache(ctx.live);
  return async (url, cookie, acceptLanguage, page) => {
    const ids = HUNTER_PAGE.exec(url.pathname);
    if (!ids || cookie?.includes("session_token") || url.search !== "") return page;
    const [, ownerId = "", hunterId = ""] = ids;
    const language = matchLanguage(acceptLanguageTags(acceptLanguage));
    const data = ctx.gameData.get();
    // The game data's version is in the key: an import redraws every build with its names.
    const key = `${hunterId}/${language}/${serializeGameData(data, language).etag}`;
    let entry = cache.get(ownerId, key);
    if (!entry) {
      const readEpoch = cache.epoch();
      const found = await readSharedHunter(ctx, ownerId, hunterId).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      if (!found) return page;
      const body = found.hunter.isPublic
        ? await draw(url.pathname, found, gameDataAnswer(data, language), language)
        : "";
      entry = { ownerId, isPublic: found.hunter.isPublic, body };
      cache.set(key, entry, readEpoch);
    }
    if (!entry.isPublic) return page;
    return page
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace('<div id="root">', `${entry.body}<div id="root">`);
  };
}
