import { planBuild } from "#core/rules/planner/plan.ts";
import type { ReachRequest, ReachResponse } from "./reach-protocol.ts";

// Off the main thread: the roster paints first, the badges follow when this answers.
self.onmessage = (event: MessageEvent<ReachRequest>) => {
  const { id, hunters, items, gameData } = event.data;
  const fewest: Record<string, number> = {};
  for (const hunter of hunters) {
    const result = planBuild({ hunter, items, gameData, maxPlans: 1, extraSwaps: 0 });
    if (result.kind === "reachable") fewest[hunter.id] = result.fewest;
  }
  const answer: ReachResponse = { id, fewest };
  self.postMessage(answer);
};
