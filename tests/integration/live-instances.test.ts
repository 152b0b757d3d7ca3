import { describe, expect, it } from "vitest";
import { createHunter as build } from "../factories/hunter.ts";
import { twoInstancesPerSuite } from "./support/instances.ts";
import { sseReader } from "./support/sse.ts";
import { pgTestUrl } from "./support/test-db.ts";

// docs/product.md#hosting, #live-updates: stateless instances on one PostgreSQL behave as one. Two complete
// servers (own pools, own LISTEN connections, own HTTP ports) share one database; a change saved through one
// reaches a stream held by the other.
describe.runIf(pgTestUrl)("two instances on one PostgreSQL", () => {
  const instances = twoInstancesPerSuite();

  it("a hunter saved through one instance reaches an SSE client of the other", async () => {
    const onA = await instances.player(0);
    const stream = sseReader(await onA.on(instances.servers[1]).get("/api/live"));
    expect((await stream.next(10_000))?.event).toBe("ready");

    const saved = await onA.post("/api/hunters", { slotIndex: 0, hunter: build({ hunterName: "Across" }) });
    expect(saved.status).toBe(201);
    const frame = await stream.next(10_000);
    expect(frame?.event).toBe("change");
    expect(JSON.parse(frame?.data ?? "{}").topic).toBe("hunters");

    // A save's NOTIFY rides the save's own statement
    // (docs/decisions.md#2026-11-29-a-save-and-an-item-add-without-a-transaction-of-their-own): it crosses
    // instances all the same.
    const { id } = (await saved.json()) as { id: string };
    const again = await onA.put(`/api/hunters/${id}`, { hunter: build({ hunterName: "Again" }) });
    expect(again.status).toBe(200);
    const next = await stream.next(10_000);
    expect(next?.event).toBe("change");
    expect(JSON.parse(next?.data ?? "{}").topic).toBe("hunters");
    await stream.close();
  });

  it("an item added or deleted through one instance reaches an SSE client of the other (its NOTIFY rides the write)", async () => {
    const onA = await instances.player(0);
    const stream = sseReader(await onA.on(instances.servers[1]).get("/api/live"));
    expect((await stream.next(10_000))?.event).toBe("ready");

    const added = await onA.post("/api/inventory", { itemType: "Ring", rarity: "Rare", quality: "Fine" });
    expect(added.status).toBe(201);
    const frame = await stream.next(10_000);
    expect(frame?.event).toBe("change");
    expect(JSON.parse(frame?.data ?? "{}").topic).toBe("inventory");

    // So does a delete's: one statement deletes, and notifies only when an item went.
    const { id } = (await added.json()) as { id: string };
    expect((await onA.del(`/api/inventory/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await onA.del(`/api/inventory/${id}`)).status).toBe(204);
    const gone = await stream.next(10_000);
    expect(gone?.event).toBe("change");
    expect(JSON.parse(gone?.data ?? "{}").topic).toBe("inventory");
    await stream.close();
  });
});
