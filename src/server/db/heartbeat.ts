/** How often a LISTEN connection proves it still delivers, and how long a silence counts as its death. */
export interface ListenLiveness {
  everyMs: number;
  silentMs: number;
}

// A silence is noticed at most 3 s after the last beat was heard, so a build made private elsewhere
// answers 404 within about 5 s of the connection going silent
// (docs/security.md#several-instances-the-data-folder-and-crashes), at one tiny query a second.
export const LISTEN_LIVENESS: ListenLiveness = { everyMs: 1_000, silentMs: 3_000 };

export interface Heartbeat {
  /** Call on every beat heard back: it pushes the deadline away. */
  heard: () => void;
  stop: () => void;
}

/**
 * Calls `beat` every `everyMs` and `onSilent` once when nothing was heard for `silentMs`, then stops.
 * A connection cut without FIN or RST (a NAT timeout, a partition) raises no error: silence is its only sign.
 */
export function startHeartbeat(liveness: ListenLiveness, beat: () => void, onSilent: () => void): Heartbeat {
  let deadline: NodeJS.Timeout | undefined;
  const stop = () => {
    clearInterval(beats);
    clearTimeout(deadline);
  };
  const heard = () => {
    clearTimeout(deadline);
    deadline = setTimeout(() => {
      stop();
      onSilent();
    }, liveness.silentMs).unref();
  };
  const beats = setInterval(beat, liveness.everyMs).unref();
  heard();
  return { heard, stop };
}
