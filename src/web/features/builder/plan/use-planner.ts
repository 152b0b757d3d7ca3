import { useEffect, useRef, useState } from "react";
import type { PlannerResult } from "#core/rules/planner/plan.ts";
import type { PlanRequest, PlanResponseMessage } from "./plan-protocol.ts";

// A pause in typing before the search starts: each keystroke would otherwise queue a search.
const SETTLE_MS = 150;

type PlannerState = { result: PlannerResult | null; pending: boolean; error: string | null };

// Runs planBuild in a Web Worker for the latest request; `request` must keep its identity between
// renders unless its content changed (memoize it).
export function usePlanner(request: PlanRequest | null): PlannerState {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const [state, setState] = useState<PlannerState>({ result: null, pending: true, error: null });

  useEffect(() => {
    const created = new Worker(new URL("./plan-worker.ts", import.meta.url), { type: "module" });
    created.onmessage = (event: MessageEvent<PlanResponseMessage>) => {
      const answer = event.data;
      if (answer.id !== latest.current) return;
      if ("error" in answer) setState({ result: null, pending: false, error: answer.error });
      else setState({ result: answer.result, pending: false, error: null });
    };
    worker.current = created;
    return () => {
      created.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    if (!request) return;
    setState((current) => ({ ...current, pending: true }));
    const timer = setTimeout(() => {
      latest.current += 1;
      worker.current?.postMessage({ ...request, id: latest.current });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [request]);

  return state;
}
