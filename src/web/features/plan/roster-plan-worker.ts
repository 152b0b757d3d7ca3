import { planRoster } from "#core/rules/planner/roster-plan.ts";
import type { RosterPlanRequest, RosterPlanResponse } from "./roster-plan-protocol.ts";

// The roster plan's search runs here, off the main thread: the page keeps answering (reordering, typing a
// goal) while a contended roster is worked out.
self.onmessage = (event: MessageEvent<RosterPlanRequest>) => {
  const { id, ...input } = event.data;
  let answer: RosterPlanResponse;
  try {
    answer = { id, plan: planRoster(input) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
