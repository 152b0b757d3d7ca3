import { useSearchParams } from "react-router";

export type BuilderTarget = { kind: "edit"; hunterId: string } | { kind: "new"; slotIndex: number };

// docs/product.md#routes: ?hunter=<id> edits a saved hunter, ?slot=<n> starts one in slot n; anything else is
// no target (the page sends the player home).
export function parseBuilderTarget(params: URLSearchParams): BuilderTarget | null {
  const hunterId = params.get("hunter");
  if (hunterId) return { kind: "edit", hunterId };
  const slot = params.get("slot");
  if (slot === null || !/^\d{1,4}$/.test(slot)) return null;
  return { kind: "new", slotIndex: Number(slot) };
}

export function useBuilderTarget(): BuilderTarget | null {
  const [params] = useSearchParams();
  return parseBuilderTarget(params);
}
