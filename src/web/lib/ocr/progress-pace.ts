// Which of the engine's progress reports the page hears of. The engine reports many times a second, and each
// message re-renders the scan dialog, review cards and all: on a phone that held the page for tenths of a
// second (docs/performance.md, "The page while it reads"). A report goes through when its
// phase (the read and its stage) is new, when it says done, or when the shown percent changed and `gapMs`
// have passed since the last one: a status line a player reads needs no more.
export function progressPace(gapMs: number) {
  let lastPhase: string | undefined;
  let lastPercent = -1;
  let lastAt = Number.NEGATIVE_INFINITY;
  return (phase: string, percent: number, now: number): boolean => {
    if (phase === lastPhase) {
      if (percent === lastPercent) return false;
      if (percent < 100 && now - lastAt < gapMs) return false;
    }
    lastPhase = phase;
    lastPercent = percent;
    lastAt = now;
    return true;
  };
}
