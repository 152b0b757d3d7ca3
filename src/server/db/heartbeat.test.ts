import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startHeartbeat } from "./heartbeat.ts";

const liveness = { everyMs: 100, silentMs: 300 };

describe("heartbeat", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("beats on time and stays quiet while each beat is heard back", () => {
    const onSilent = vi.fn();
    const heartbeat = startHeartbeat(liveness, () => heartbeat.heard(), onSilent);
    vi.advanceTimersByTime(10_000);
    expect(onSilent).not.toHaveBeenCalled();
    heartbeat.stop();
  });

  it("calls the silence once, within the bound of the last beat heard, and stops beating", () => {
    const beat = vi.fn();
    const onSilent = vi.fn();
    const heartbeat = startHeartbeat(liveness, beat, onSilent);
    vi.advanceTimersByTime(250);
    heartbeat.heard();
    vi.advanceTimersByTime(299);
    expect(onSilent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSilent).toHaveBeenCalledTimes(1);
    const beats = beat.mock.calls.length;
    vi.advanceTimersByTime(10_000);
    expect(onSilent).toHaveBeenCalledTimes(1);
    expect(beat).toHaveBeenCalledTimes(beats);
  });

  it("does nothing more once stopped", () => {
    const beat = vi.fn();
    const onSilent = vi.fn();
    startHeartbeat(liveness, beat, onSilent).stop();
    vi.advanceTimersByTime(10_000);
    expect(beat).not.toHaveBeenCalled();
    expect(onSilent).not.toHaveBeenCalled();
  });
});
