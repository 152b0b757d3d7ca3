import { planBuild } from "#core/rules/planner/plan.ts";
import type { PlanRequestMessage, PlanResponseMessage } from "./plan-protocol.ts";

// The planner's search runs here, off the main thread, so typing in the builder never waits for it.
self.onmessage = (event: MessageEvent<PlanRequestMessage>) => {
  const { id, ...request } = event.data;
  let answer: PlanResponseMessage;
  try {
    answer = { id, result: planBuild(request) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
