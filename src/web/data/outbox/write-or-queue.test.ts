import { QueryClient } from "@tanstack/react-query";
import { update } from "idb-keyval";
import { afterEach, expect, it, vi } from "vitest";
import { deleteItem } from "#web/data/inventory/delete-item.ts";
import { openOutbox, outboxEntries, readOutbox } from "./outbox-store.ts";
import { syncOutbox } from "./sync-outbox.ts";
import { setOutboxSender } from "./sync-request.ts";
import { isQueued, writeOrQueue } from "./write-or-queue.ts";

// The device's IndexedDB, as idb-keyval sees it (third-party, so mocked): one map that outlives reloads.
vi.hoisted(() => {
  Object.assign(globalThis, { indexedDB: {} });
});
vi.mock("idb-keyval", () => {
  const saved = new Map<string, unknown>();
  return {
    createStore: () => ({}),
    get: async (key: string) => structuredClone(saved.get(key)),
    update: async (key: string, change: (old: unknown) => unknown) => {
      saved.set(key, structuredClone(change(structuredClone(saved.get(key)))));
    },
    del: async (key: string) => {
      saved.delete(key);
    },
  };
});

afterEach(() => vi.unstubAllGlobals());

const keysSent = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get("Idempotency-Key"));

// docs/decisions.md#2026-11-24-a-write-is-applied-once-however-often-it-is-sent: a write whose answer was
// lost is sent again from the outbox with the key of its first send, so a server that wrote the first time
// answers again instead of writing twice.
it("sends a write kept after a lost answer again with the key of its first send, on every try", async () => {
  const fetch = vi
    .fn()
    .mockRejectedValueOnce(new TypeError("connection reset"))
    .mockRejectedValueOnce(new TypeError("connection reset"))
    .mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal("fetch", fetch);
  await openOutbox("u1");
  const queryClient = new QueryClient();
  // As the app's outbox sync does: a queued write is sent again at once.
  const unset = setOutboxSender((client) => void syncOutbox(client));

  const result = await writeOrQueue(queryClient, { kind: "item-delete", itemId: "i1" }, (key) =>
    deleteItem("i1", key),
  );
  expect(isQueued(result)).toBe(true);
  // The sync it started got no answer either; the next one is answered.
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  await vi.waitFor(() => expect(outboxEntries()).toHaveLength(1));
  await syncOutbox(queryClient);

  expect(outboxEntries()).toEqual([]);
  const keys = keysSent(fetch);
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(keys).size).toBe(1);
  unset();
});

it("gives a change queued before keys existed one key, kept from then on", async () => {
  const legacy = {
    id: "e1",
    queuedAt: "2026-11-24T10:00:00.000Z",
    change: { kind: "item-delete", itemId: "i9" },
  };
  await update("outbox.u2", () => [{ ...legacy, status: "waiting" }]);
  await openOutbox("u2");
  const [first] = await readOutbox();
  expect(first?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  expect((await readOutbox())[0]?.idempotencyKey).toBe(first?.idempotencyKey);
});
