import type { Rolldown } from "vite";
import { FIRST_SCREEN_MODULES } from "./src/server/first-screens.ts";

// Rolldown's types through vite, which depends on it: the project itself does not.
type NameChunk = Rolldown.CodeSplittingNameFunction;
type Context = Parameters<NameChunk>[1];
const SCREENS = Object.entries(FIRST_SCREEN_MODULES).map(
  ([name, module]) => [name, `/src/web/${module}`] as const,
);

// A first screen whose code shares a chunk with another's: the signed-in shell comes with the roster.
const CHUNK_OF: Record<string, string> = { shell: "roster" };

/**
 * The chunk of a module
 * (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time): "app" for
 * the first page's own (everything the entry imports statically) and for what the login page and another
 * first screen both need (what a signed-out visitor needs on the way in, a few KB: its own file was one more
 * request on every first screen); the screen's own when only that screen reaches it through static imports; a
 * chunk named after the screens sharing it otherwise (the hunters' cards, read by the roster and a shared
 * build); nothing for a module no first screen reaches (Rolldown's own splitting). Left to itself, Rolldown
 * put a first screen's code in 13 to 27 files, one per set of routes sharing each module; on a phone network
 * every file is a round trip of its own, six at a time (HTTP/1.1's connections per host), so a first screen
 * took several. Now each takes at most two besides the app's, and the login page carries nothing of the other
 * screens. One function names them all: the chunks of two groups never merge, even under the same name.
 */
export function firstScreenChunk(): NameChunk {
  const reached = new Map<string, Set<string>>();
  const initial = new Map<string, boolean>();
  // The first screens whose route module imports `id`, directly or through other modules: a walk up its
  // importers (each module's own, since a walk cut short by an import cycle would miss screens).
  const screensReaching = (id: string, ctx: Context): Set<string> => {
    const known = reached.get(id);
    if (known) return known;
    const screens = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      for (const [name, path] of SCREENS) if (next.endsWith(path)) screens.add(CHUNK_OF[name] ?? name);
      for (const importer of ctx.getModuleInfo(next)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    reached.set(id, screens);
    return screens;
  };
  // Whether the page's entry imports `id`, directly or through other modules' static imports.
  const fromEntry = (id: string, ctx: Context): boolean => {
    const known = initial.get(id);
    if (known !== undefined) return known;
    const seen = new Set([id]);
    const queue = [id];
    let found = false;
    for (let next = queue.pop(); next !== undefined && !found; next = queue.pop()) {
      const info = ctx.getModuleInfo(next);
      found = info?.isEntry ?? false;
      for (const importer of info?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    initial.set(id, found);
    return found;
  };
  return (id, ctx) => {
    if (fromEntry(id, ctx)) return "app";
    // A library the app also loads on its own (the toasts' sonner, right after start) stays a file of its
    // own: in a screen's chunk, every page would load that screen's code to get it.
    if (id.includes("/node_modules/") && (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0)
      return null;
    const screens = [...screensReaching(id, ctx)].sort();
    if (screens.length === 0) return null;
    if (screens.length === 1) return screens[0] ?? null;
    return screens.includes("login") ? "app" : `shared-${screens.join("-")}`;
  };
}
