import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveCloseReason } from "#core/schemas/live.ts";
import { silentLive } from "../../../tests/factories/live.ts";
import type { LiveHub } from "./hub.ts";
import { createStreamRegistry, type OpenStream } from "./streams.ts";

const limits = { perUser: 2, guestsPerAddress: 3, sessionSweepMs: 60_000 };

// A hub whose "sessions ended" signal and resynchronization the test sends itself.
function fakeHub() {
  const sessionListeners: ((userId: string) => void)[] = [];
  const resyncs: (() => void)[] = [];
  const hub: LiveHub = {
    ...silentLive().live,
    onSessionsEnded: (listener) => {
      sessionListeners.push(listener);
      return () => undefined;
    },
    onResync: (listener) => {
      resyncs.push(listener);
      return () => undefined;
    },
  };
  return {
    hub,
    sessionsEnded: (userId: string) => {
      for (const listener of sessionListeners) listener(userId);
    },
    resync: () => {
      for (const listener of resyncs) listener();
    },
  };
}

describe("the stream registry", () => {
  let alive: Set<string>;
  let closed: Map<string, LiveCloseReason>;
  const sessionsAlive = vi.fn(async (ids: string[]) => new Set(ids.filter((id) => alive.has(id))));
  const stream = (name: string, userId: string, guestAddress: string | null = null): OpenStream => ({
    userId,
    sessionId: `s-${name}`,
    guestAddress,
    close: (reason) => closed.set(name, reason),
  });

  beforeEach(() => {
    alive = new Set();
    closed = new Map();
    sessionsAlive.mockClear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("closes the oldest of a user's streams beyond the cap, and nobody else's", () => {
    const streams = createStreamRegistry(fakeHub().hub, sessionsAlive, limits);
    for (const name of ["a1", "a2"]) streams.add(stream(name, "a"));
    streams.add(stream("b1", "b"));
    streams.add(stream("a3", "a"));
    expect([...closed]).toEqual([["a1", "too-many-streams"]]);
  });

  it("caps guests' streams per address, whichever guest holds them", () => {
    const streams = createStreamRegistry(fakeHub().hub, sessionsAlive, limits);
    for (const guest of ["g1", "g2", "g3", "g4"]) streams.add(stream(guest, guest, "10.0.0.1"));
    streams.add(stream("g5", "g5", "10.0.0.2"));
    expect([...closed]).toEqual([["g1", "too-many-streams"]]);
  });

  it("forgets a stream that ended by itself", () => {
    const streams = createStreamRegistry(fakeHub().hub, sessionsAlive, limits);
    const remove = streams.add(stream("a1", "a"));
    remove();
    for (const name of ["a2", "a3"]) streams.add(stream(name, "a"));
    expect(closed.size).toBe(0);
  });

  it("checks a user's sessions once per burst of signals and ends the streams whose session is gone", async () => {
    const live = fakeHub();
    const streams = createStreamRegistry(live.hub, sessionsAlive, limits);
    alive = new Set(["s-a1", "s-b1"]);
    for (const s of [stream("a1", "a"), stream("a2", "a"), stream("b1", "b")]) streams.add(s);
    for (let i = 0; i < 5; i++) live.sessionsEnded("a");
    live.sessionsEnded("nobody-here");
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionsAlive).toHaveBeenCalledTimes(1);
    expect(sessionsAlive).toHaveBeenCalledWith(["s-a1", "s-a2"]);
    expect([...closed]).toEqual([["a2", "session-ended"]]);
  });

  it("ends the streams of sessions that expired, at the next sweep, and after a resynchronization", async () => {
    const live = fakeHub();
    const streams = createStreamRegistry(live.hub, sessionsAlive, limits);
    alive = new Set(["s-a1", "s-b1"]);
    for (const s of [stream("a1", "a"), stream("b1", "b")]) streams.add(s);
    alive.delete("s-a1");
    await vi.advanceTimersByTimeAsync(limits.sessionSweepMs);
    expect([...closed]).toEqual([["a1", "session-ended"]]);
    alive.clear();
    live.resync();
    await vi.advanceTimersByTimeAsync(0);
    expect(closed.get("b1")).toBe("session-ended");
  });

  it("keeps the streams when the database cannot answer", async () => {
    const failing = vi.fn(async () => Promise.reject(new Error("connection refused")));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const streams = createStreamRegistry(fakeHub().hub, failing, limits);
    streams.add(stream("a1", "a"));
    await vi.advanceTimersByTimeAsync(limits.sessionSweepMs);
    expect(closed.size).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
