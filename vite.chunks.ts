import type { CodeSplittingNameFunction } from "rolldown";
import { FIRST_SCREEN_MODULES } from "./src/server/first-screens.ts";

type Context = Parameters<CodeSplittingNameFunction>[1];
const SCREENS = Object.entries(FIRST_SCREEN_MODULES).map(
  ([name, module]) => [name, `/src/web/${module}`] as const,
);

/**
 * The chunk of a module that a first screen needs (issue 29): the screen's name when only that screen
 * reaches it through static imports, "first-screens" when several do, nothing otherwise (Rolldown's own
 * splitting). Left to itself, Rolldown put a first screen's code in 13 to 27 files, one per set of routes
 * sharing each module; on a phone network every file is a round trip of its own, six at a time, so a first
 * screen took several. Now each takes at most three. The first page's own modules are the `app` group's
 * (vite.config.ts), which ranks higher.
 */
export function firstScreenChunk(): CodeSplittingNameFunction {
  const reached = new Map<string, Set<string>>();
  // The first screens whose route module imports `id`, directly or through other modules.
  const screensReaching = (id: string, ctx: Context, seen: Set<string>): Set<string> => {
    const known = reached.get(id);
    if (known) return known;
    const screens = new Set<string>();
    if (seen.has(id)) return screens;
    seen.add(id);
    for (const [name, path] of SCREENS) if (id.endsWith(path)) screens.add(name);
    for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
      for (const screen of screensReaching(importer, ctx, seen)) screens.add(screen);
    }
    reached.set(id, screens);
    return screens;
  };
  return (id, ctx) => {
    const screens = [...screensReaching(id, ctx, new Set())];
    if (screens.length === 0) return null;
    return screens.length === 1 ? (screens[0] ?? null) : "first-screens";
  };
}
