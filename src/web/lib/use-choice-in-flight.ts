import { useState } from "react";

/**
 * What the player just chose, shown from the click until the save that sends it settles. A save's
 * optimistic update reaches the page a tick later (TanStack Query notifies with a timeout), and a controlled
 * checkbox or select would meanwhile snap back to the stored value.
 */
export function useChoiceInFlight<T>(stored: T): {
  shown: T;
  choose: (next: T) => void;
  settled: () => void;
} {
  const [inFlight, setInFlight] = useState<{ value: T } | null>(null);
  return {
    shown: inFlight ? inFlight.value : stored,
    choose: (value) => setInFlight({ value }),
    settled: () => setInFlight(null),
  };
}
