// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLiveUpdates } from "./use-live-updates.ts";

// Stands in for the browser's EventSource: the test plays the server's frames.
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen = null;
  onerror = null;
  private listeners = new Map<string, (ev: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (ev: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  emit(type: string, data = "{}") {
    this.listeners.get(type)?.(new MessageEvent(type, { data }));
  }
}

// `whoIsSignedIn` answers GET /api/me when the tab asks again.
// The live client loads on demand, so the stream opens a moment after the first render.
async function renderLive(whoIsSignedIn: () => Promise<unknown> = async () => ({ cached: "me" })) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryDefaults(["me"], { queryFn: whoIsSignedIn });
  for (const key of ["me", "hunters", "profiles", "inventory", "presets", "achievements"]) {
    queryClient.setQueryData([key], { cached: key });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const before = FakeEventSource.opened.length;
  renderHook(() => useLiveUpdates(true), { wrapper });
  await vi.waitFor(() => expect(FakeEventSource.opened.length).toBe(before + 1));
  const source = FakeEventSource.opened.at(-1) as FakeEventSource;
  source.emit("ready", JSON.stringify({ userId: "u1", changes: [], withinMs: 120_000 }));
  const stale = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0])
      .sort();
  return { source, stale, queryClient };
}

describe("useLiveUpdates", () => {
  beforeEach(() => vi.stubGlobal("EventSource", FakeEventSource));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks who is signed in when the server ends the stream with its session, and opens none for a visitor", async () => {
    const { source, queryClient } = await renderLive(async () => null);
    const opened = FakeEventSource.opened.length;
    source.emit("closed", JSON.stringify({ reason: "session-ended" }));
    await vi.waitFor(() => expect(queryClient.getQueryData(["me"])).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeEventSource.opened.length).toBe(opened);
  });

  it("opens a new stream at once when the tab is still signed in (its session was renewed)", async () => {
    const { source } = await renderLive();
    const opened = FakeEventSource.opened.length;
    source.emit("closed", JSON.stringify({ reason: "session-ended" }));
    await vi.waitFor(() => expect(FakeEventSource.opened.length).toBe(opened + 1));
  });

  it("refreshes only the queries a change's topic touches", async () => {
    const { source, stale } = await renderLive();
    source.emit("change", JSON.stringify({ topic: "inventory", at: 1 }));
    expect(stale()).toEqual(["inventory"]);
  });

  it("refreshes every live query when the server asks for a resync", async () => {
    const { source, stale } = await renderLive();
    expect(stale()).toEqual([]);
    source.emit("resync");
    expect(stale()).toEqual(["achievements", "hunters", "inventory", "me", "presets", "profiles"]);
  });
});
