import { planBuild } from "#core/rules/planner/plan.ts";
import type { GapRequestMessage, GapResponseMessage } from "./gap-protocol.ts";

// The planner's search, off the main thread.
self.onmessage = (event: MessageEvent<GapRequestMessage>) => {
  const { id, ...request } = event.data;
  let answer: GapResponseMessage;
  try {
    answer = { id, result: planBuild(request) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
