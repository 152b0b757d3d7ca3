import { useQuery } from "@tanstack/react-query";
import { actualAtkSpd } from "#core/rules/attack-speed.ts";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import { useGameData } from "#web/data/get-game-data.ts";
import { useMe } from "#web/data/get-me.ts";
import { huntersQueryOptions } from "#web/data/hunters/get-hunters.ts";

export type OwnHunterChoice = { hunter: OwnHunter; actual: number };

/** A signed-in player's hunters, fastest first, for "Compare with mine" and "How do I get there"; null for a visitor. */
export function useOwnHunters(): OwnHunterChoice[] | null {
  const me = useMe().data;
  const gameData = useGameData().data;
  const hunters = useQuery({ ...huntersQueryOptions(), enabled: Boolean(me?.emailVerified) });
  if (!me || !gameData || !hunters.data) return null;
  return hunters.data
    .map((hunter) => ({ hunter, actual: actualAtkSpd(hunter, gameData) }))
    .sort((a, b) => a.actual - b.actual);
}

/** The player's hunters of a class first (their fastest first), then the others. */
export const choicesFor = (own: readonly OwnHunterChoice[], hunterClass: string) => [
  ...own.filter((c) => c.hunter.general.hunterClass === hunterClass),
  ...own.filter((c) => c.hunter.general.hunterClass !== hunterClass),
];
