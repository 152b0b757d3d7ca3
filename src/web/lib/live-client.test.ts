import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectLive, type LiveSource } from "./live-client.ts";

class FakeSource implements LiveSource {
  onopen: LiveSource["onopen"] = null;
  onerror: LiveSource["onerror"] = null;
  closed = false;
  listeners = new Map<string, (ev: MessageEvent) => void>();
  addEventListener(type: string, listener: (ev: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = "{}") {
    this.listeners.get(type)?.(new MessageEvent(type, { data }));
  }
  fail() {
    this.onerror?.call(this, new Event("error"));
  }
}

// The server's first frame: it heard `changes` in the two minutes before it registered the stream.
const ready = (changes: { topic: string; at: number }[] = []) =>
  JSON.stringify({ userId: "u1", changes, withinMs: 120_000 });

describe("connectLive", () => {
  let sources: FakeSource[];
  const createSource = () => {
    const s = new FakeSource();
    sources.push(s);
    return s;
  };
  beforeEach(() => {
    sources = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("passes changes on and resynchronizes after a reconnection only", () => {
    const onChange = vi.fn();
    const onResync = vi.fn();
    connectLive({ onChange, onResync, createSource });
    sources[0]?.emit("ready", ready());
    sources[0]?.emit("change", JSON.stringify({ topic: "hunters", at: 1 }));
    expect(onChange).toHaveBeenCalledWith({ topic: "hunters", at: 1 });
    expect(onResync).not.toHaveBeenCalled();

    sources[0]?.fail();
    expect(sources[0]?.closed).toBe(true);
    vi.advanceTimersByTime(1000);
    sources[1]?.emit("ready", ready());
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it("passes on the changes the server heard just before it registered the first stream", () => {
    const onChange = vi.fn();
    const onResync = vi.fn();
    connectLive({ onChange, onResync, createSource });
    sources[0]?.emit("ready", ready([{ topic: "inventory", at: 5 }]));
    expect(onChange).toHaveBeenCalledWith({ topic: "inventory", at: 5 });
    expect(onResync).not.toHaveBeenCalled();
  });

  it("resynchronizes on a first connection the server's recent changes may not cover", () => {
    const onResync = vi.fn();
    connectLive({ onChange: vi.fn(), onResync, createSource, minDelayMs: 50_000 });
    sources[0]?.fail();
    vi.advanceTimersByTime(61_000);
    sources[1]?.emit("ready", ready());
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it("resynchronizes when the first frame says nothing of recent changes", () => {
    const onResync = vi.fn();
    connectLive({ onChange: vi.fn(), onResync, createSource });
    sources[0]?.emit("ready", JSON.stringify({ userId: "u1" }));
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it("resynchronizes when the server says it may have missed changes", () => {
    const onResync = vi.fn();
    connectLive({ onChange: vi.fn(), onResync, createSource });
    sources[0]?.emit("ready", ready());
    sources[0]?.emit("resync");
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(sources).toHaveLength(1);
  });

  it("waits longer after each failure, up to the maximum, and starts over once connected", () => {
    connectLive({ onChange: vi.fn(), onResync: vi.fn(), createSource, minDelayMs: 100, maxDelayMs: 400 });
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const before = sources.length;
      sources.at(-1)?.fail();
      let waited = 0;
      while (sources.length === before) {
        vi.advanceTimersByTime(10);
        waited += 10;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([100, 200, 400, 400]);
    sources.at(-1)?.emit("ready", ready());
    const before = sources.length;
    sources.at(-1)?.fail();
    vi.advanceTimersByTime(100);
    expect(sources.length).toBe(before + 1);
  });

  it("does not reopen a stream whose session ended once the tab turns out signed out", async () => {
    const onSessionEnded = vi.fn(async () => false);
    connectLive({ onChange: vi.fn(), onResync: vi.fn(), onSessionEnded, createSource });
    sources[0]?.emit("ready", ready());
    sources[0]?.emit("closed", JSON.stringify({ reason: "session-ended" }));
    expect(sources[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(sources).toHaveLength(1);
  });

  it("reopens at once, and resynchronizes, when the tab is still signed in with a renewed session", async () => {
    const onResync = vi.fn();
    connectLive({ onChange: vi.fn(), onResync, onSessionEnded: async () => true, createSource });
    sources[0]?.emit("ready", ready());
    sources[0]?.emit("closed", JSON.stringify({ reason: "session-ended" }));
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(2);
    sources[1]?.emit("ready", ready());
    expect(onResync).toHaveBeenCalledOnce();
  });

  it("waits long before reopening a stream closed as the user's oldest, so tabs do not take turns closing each other", async () => {
    connectLive({ onChange: vi.fn(), onResync: vi.fn(), createSource, crowdedDelayMs: 300_000 });
    sources[0]?.emit("ready", ready());
    sources[0]?.emit("closed", JSON.stringify({ reason: "too-many-streams" }));
    expect(sources[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(299_000);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(2);
  });

  it("stops for good when closed", () => {
    const stop = connectLive({ onChange: vi.fn(), onResync: vi.fn(), createSource });
    stop();
    sources[0]?.fail();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    expect(sources[0]?.closed).toBe(true);
  });
});
