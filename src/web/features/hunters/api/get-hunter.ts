import { useQuery } from "@tanstack/react-query";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import { huntersQueryOptions } from "#web/data/hunters/get-hunters.ts";

// One of the user's own hunters, read from the roster list so both always show the same document.
// data is null when the user has no hunter with this id (deleted, or someone else's).
const selectHunter =
  (hunterId: string) =>
  (hunters: OwnHunter[]): OwnHunter | null =>
    hunters.find((hunter) => hunter.id === hunterId) ?? null;

export function useHunter(hunterId: string) {
  return useQuery({ ...huntersQueryOptions(), select: selectHunter(hunterId) });
}
