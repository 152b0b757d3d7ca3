import { useCallback, useMemo, useState } from "react";
import type { HunterInput } from "#core/schemas/hunter.ts";

export type UpdateHunter = (change: (hunter: HunterInput) => HunterInput) => void;

// The build being edited and the last saved version of it; 'dirty' drives the leave-page guard. A build
// handed over unsaved starts from `saved` (a blank hunter), so it is dirty from the start.
export function useHunterDraft(initial: HunterInput, saved0: HunterInput = initial) {
  const [saved, setSaved] = useState(saved0);
  const [draft, setDraft] = useState(initial);
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  const update: UpdateHunter = useCallback((change) => setDraft((current) => change(current)), []);
  const markSaved = useCallback((hunter: HunterInput) => setSaved(hunter), []);
  return { draft, update, dirty, markSaved };
}
