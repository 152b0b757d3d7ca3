import { useEffect, useRef, useState } from "react";
import type { RosterInput, RosterPlan } from "#core/rules/planner/roster-plan.ts";
import type { RosterPlanRequest, RosterPlanResponse } from "./roster-plan-protocol.ts";

// A pause after a reorder or a keystroke before the search starts: a drag passes several places quickly.
const SETTLE_MS = 150;

export type RosterPlanState = {
  plan: RosterPlan | null;
  // The input the shown plan answers (the page lays its results out by it, not by the newest order).
  planned: RosterInput | null;
  pending: boolean;
  error: string | null;
};

// Runs planRoster in a module Web Worker for the latest input; `input` must keep its identity between
// renders unless its content changed (memoize it). A plan still being worked out when a newer input comes
// is abandoned: the worker is replaced, so the newest order never waits behind an outdated search.
export function useRosterPlan(input: RosterInput | null): RosterPlanState {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const busy = useRef(false);
  const requested = useRef<RosterInput | null>(null);
  const [state, setState] = useState<RosterPlanState>({
    plan: null,
    planned: null,
    pending: true,
    error: null,
  });

  useEffect(() => {
    return () => {
      worker.current?.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    if (!input) return;
    setState((current) => ({ ...current, pending: true }));
    const timer = setTimeout(() => {
      if (busy.current || !worker.current) {
        worker.current?.terminate();
        worker.current = start();
      }
      latest.current += 1;
      requested.current = input;
      busy.current = true;
      const request: RosterPlanRequest = { ...input, id: latest.current };
      worker.current.postMessage(request);
    }, SETTLE_MS);
    return () => clearTimeout(timer);

    function start(): Worker {
      const created = new Worker(new URL("./roster-plan-worker.ts", import.meta.url), { type: "module" });
      created.onmessage = (event: MessageEvent<RosterPlanResponse>) => {
        const answer = event.data;
        if (answer.id !== latest.current) return;
        busy.current = false;
        const planned = requested.current;
        if ("error" in answer) setState({ plan: null, planned: null, pending: false, error: answer.error });
        else setState({ plan: answer.plan, planned, pending: false, error: null });
      };
      return created;
    }
  }, [input]);

  return state;
}
