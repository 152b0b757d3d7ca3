import { useEffect, useRef, useState } from "react";
import type { GameData } from "#core/game-data/schema.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { useInventory } from "#web/data/inventory/get-inventory.ts";
import type { ReachRequest, ReachResponse } from "./reach-protocol.ts";

// Hunter id -> fewest swaps that would meet its goal
// (docs/decisions.md#2026-11-23-build-planner-in-the-app-workers-roster-badge-filling-a-shared-build),
// computed in a worker from the hunters and the inventory the client already holds; empty until the worker
// answers.
export function useGoalReach(
  hunters: readonly (HunterInput & { id: string })[] | undefined,
  gameData: GameData | undefined,
): Readonly<Record<string, number>> {
  const inventory = useInventory();
  const items = inventory.data?.items;
  const [fewest, setFewest] = useState<Record<string, number>>({});
  const latest = useRef(0);

  useEffect(() => {
    if (!hunters || !gameData || !items) return;
    const worker = new Worker(new URL("./reach-worker.ts", import.meta.url), { type: "module" });
    latest.current += 1;
    const request: ReachRequest = { id: latest.current, hunters: [...hunters], items, gameData };
    worker.onmessage = (event: MessageEvent<ReachResponse>) => {
      if (event.data.id === latest.current) setFewest(event.data.fewest);
      worker.terminate();
    };
    worker.postMessage(request);
    return () => worker.terminate();
  }, [hunters, gameData, items]);

  return fewest;
}
