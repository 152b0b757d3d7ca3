import { useEffect, useState } from "react";
import type { PlannerResult } from "#core/rules/planner/plan.ts";
import type { GapRequest, GapResponseMessage } from "./gap-protocol.ts";

type GapPlan = { result: PlannerResult | null; error: string | null };

// One worker per open dialog, planning the latest request; an answer to an older one is ignored.
export function useGapPlan(request: GapRequest | null): GapPlan {
  const [state, setState] = useState<GapPlan & { id: number }>({ id: 0, result: null, error: null });
  useEffect(() => {
    if (!request) return;
    const worker = new Worker(new URL("./gap-worker.ts", import.meta.url), { type: "module" });
    const id = Date.now();
    setState({ id, result: null, error: null });
    worker.onmessage = (event: MessageEvent<GapResponseMessage>) => {
      const answer = event.data;
      if (answer.id !== id) return;
      setState(
        "error" in answer
          ? { id, result: null, error: answer.error }
          : { id, result: answer.result, error: null },
      );
    };
    worker.postMessage({ ...request, id });
    return () => worker.terminate();
  }, [request]);
  return { result: state.result, error: state.error };
}
