import { useCallback, useMemo, useState } from "react";
import type { HunterInput } from "#core/schemas/hunter.ts";

export type UpdateHunter = (change: (hunter: HunterInput) => HunterInput) => void;

// The build being edited and the last saved version of it; 'dirty' drives the leave-page guard.
export function useHunterDraft(initial: HunterInput) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  const update: UpdateHunter = useCallback((change) => setDraft((current) => change(current)), []);
  const markSaved = useCallback((hunter: HunterInput) => setSaved(hunter), []);
  return { draft, update, dirty, markSaved };
}
