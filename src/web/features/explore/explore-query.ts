import { type ExploreQuery, exploreQuerySchema } from "#core/schemas/explore.ts";

// The list's filters live in the URL (docs/product.md#explore), read with the server's own schema: a shared
// link shows the same list, and a hand-edited one that the server would refuse falls back to no filters.

export function fromSearch(search: URLSearchParams): ExploreQuery {
  const read = exploreQuerySchema.safeParse(Object.fromEntries(search));
  return read.success ? { ...read.data, after: undefined } : exploreQuerySchema.parse({});
}

/** The query as URL parameters, leaving out what is not set and the default sort. */
export function toSearch(query: ExploreQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "" || key === "after") continue;
    if (key === "sort" && value === "fastest") continue;
    out[key] = String(value);
  }
  return out;
}

/** How many filters narrow the list (the sort is not a filter): the phone's folded form says it. */
export const activeFilterCount = (query: ExploreQuery): number =>
  Object.keys(toSearch(query)).filter((key) => key !== "sort").length;
