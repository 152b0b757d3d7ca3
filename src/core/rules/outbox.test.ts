import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  enqueue,
  nextToSend,
  type OutboxChange,
  type OutboxEntry,
  outcomeOf,
  renameHunter,
  retry,
  settle,
  targetOf,
} from "#core/rules/outbox.ts";
import { contestedFields, keepMine, keepTheirs, settleConflict } from "#core/rules/outbox-conflict.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";

let counter = 0;
const entry = (change: OutboxChange, status: OutboxEntry["status"] = "waiting"): OutboxEntry => ({
  id: `e${++counter}`,
  idempotencyKey: `key-${counter}`,
  queuedAt: "2026-11-24T10:00:00.000Z",
  change,
  status,
});
const item = {
  itemType: "Belt",
  rarity: "Rare",
  quality: "Fine",
  itemName: "",
  attributes: [],
  runeType: "",
  runeValue: 0,
  engraved: false,
};
const hunter = (name: string) => createHunter({ hunterName: name });

// Any change of a small set of targets, so that arbitrary sequences touch the same things often.
const changeArb: fc.Arbitrary<OutboxChange> = fc.oneof(
  fc.record({
    kind: fc.constant("hunter-save" as const),
    hunterId: fc.constantFrom("h1", "h2"),
    hunter: fc.constantFrom("A", "B", "C").map(hunter),
    baseUpdatedAt: fc.constantFrom("t1", "t2"),
  }),
  fc.record({
    kind: fc.constant("hunter-visibility" as const),
    hunterId: fc.constantFrom("h1", "h2"),
    isPublic: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("item-add" as const),
    localId: fc.constantFrom("l1", "l2", "l3"),
    item: fc.constant(item),
  }),
  fc.record({ kind: fc.constant("item-delete" as const), itemId: fc.constantFrom("l1", "l2", "i1") }),
  fc.record({
    kind: fc.constant("preset-update" as const),
    presetId: fc.constantFrom("p1"),
    filters: fc.record({ itemType: fc.constantFrom("Belt", "Hat").map((t) => [t]) }),
  }),
);

// As the device makes them: every added item gets its own local id; a delete names the last one added, or
// an item the server already has.
const changesArb = fc.array(changeArb, { maxLength: 25 }).map((changes) => {
  let last = "i1";
  return changes.map((change, n): OutboxChange => {
    if (change.kind === "item-add") {
      last = `l${n}`;
      return { ...change, localId: last };
    }
    if (change.kind === "item-delete" && change.itemId === "last-add") return { ...change, itemId: last };
    return change;
  });
});

// What the server would hold once every waiting change went through, as far as the changes tell.
function outcome(entries: readonly OutboxEntry[]) {
  const state = new Map<string, unknown>();
  for (const { change } of entries) {
    if (change.kind === "hunter-save") state.set(`name:${change.hunterId}`, change.hunter.hunterName);
    if (change.kind === "hunter-visibility") state.set(`public:${change.hunterId}`, change.isPublic);
    if (change.kind === "item-add") state.set(`item:${change.localId}`, true);
    if (change.kind === "item-delete") state.set(`item:${change.itemId}`, false);
    if (change.kind === "preset-update") state.set(`preset:${change.presetId}`, change.filters);
  }
  // An item added and deleted offline, or never there, ends the same: absent.
  for (const [key, value] of state) if (value === false && key.startsWith("item:l")) state.delete(key);
  return state;
}

describe("enqueue", () => {
  it("never changes what the server ends with, only how many requests it takes", () => {
    fc.assert(
      fc.property(changesArb, (changes) => {
        const all = changes.map((c) => entry(c));
        const queued = all.reduce<OutboxEntry[]>((list, e) => enqueue(list, e), []);
        expect(outcome(queued)).toEqual(outcome(all));
        expect(queued.length).toBeLessThanOrEqual(all.length);
      }),
    );
  });

  it("keeps the changes in the order they were made", () => {
    fc.assert(
      fc.property(changesArb, (changes) => {
        const all = changes.map((c) => entry(c));
        const queued = all.reduce<OutboxEntry[]>((list, e) => enqueue(list, e), []);
        const positions = queued.map((q) => all.findIndex((a) => a.id === q.id));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it("folds a second save of a hunter into the first, keeping the version the edit started from", () => {
    const first = entry({ kind: "hunter-save", hunterId: "h1", hunter: hunter("A"), baseUpdatedAt: "t1" });
    const second = entry({ kind: "hunter-save", hunterId: "h1", hunter: hunter("B"), baseUpdatedAt: "t9" });
    const queued = enqueue([first], second);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.change).toMatchObject({ hunterId: "h1", baseUpdatedAt: "t1" });
    expect(queued[0]?.change.kind === "hunter-save" && queued[0].change.hunter.hunterName).toBe("B");
  });

  it("gives a folded change the new entry's key: its request is another one now", () => {
    const first = entry({ kind: "hunter-visibility", hunterId: "h1", isPublic: false });
    const second = entry({ kind: "hunter-visibility", hunterId: "h1", isPublic: true });
    const [folded] = enqueue([first], second);
    expect(folded).toMatchObject({ id: first.id, idempotencyKey: second.idempotencyKey });
    expect(folded?.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it("never sends one key with two requests: a change whose request changed has a new key", () => {
    fc.assert(
      fc.property(changesArb, (changes) => {
        const all = changes.map((c) => entry(c));
        const queued = all.reduce<OutboxEntry[]>((list, e) => enqueue(list, e), []);
        for (const q of queued) {
          const made = all.find((a) => a.id === q.id);
          if (JSON.stringify(made?.change) !== JSON.stringify(q.change))
            expect(q.idempotencyKey).not.toBe(made?.idempotencyKey);
        }
        expect(new Set(queued.map((q) => q.idempotencyKey)).size).toBe(queued.length);
      }),
    );
  });

  it("sends nothing for an item added and deleted offline", () => {
    const add = entry({ kind: "item-add", localId: "l1", item });
    expect(enqueue([add], entry({ kind: "item-delete", itemId: "l1" }))).toEqual([]);
  });

  it("puts a save of a hunter created offline into its creation", () => {
    const create = entry({ kind: "hunter-create", localId: "l1", slotIndex: 2, hunter: hunter("A") });
    const queued = enqueue([create], entry({ kind: "hunter-save", hunterId: "l1", hunter: hunter("B") }));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.change).toMatchObject({
      kind: "hunter-create",
      slotIndex: 2,
      hunter: { hunterName: "B" },
    });
  });

  it("does not fold a change into one the player must still decide on", () => {
    const stuck = entry({ kind: "hunter-save", hunterId: "h1", hunter: hunter("A") }, "conflict");
    expect(
      enqueue([stuck], entry({ kind: "hunter-save", hunterId: "h1", hunter: hunter("B") })),
    ).toHaveLength(2);
  });
});

describe("nextToSend", () => {
  it("is the oldest waiting change whose target nobody must decide on first", () => {
    const stuck = entry({ kind: "hunter-save", hunterId: "h1", hunter: hunter("A") }, "conflict");
    const behind = entry({ kind: "hunter-visibility", hunterId: "h1", isPublic: true });
    const other = entry({ kind: "item-add", localId: "l1", item });
    expect(nextToSend([stuck, behind, other])).toBe(other);
    expect(nextToSend([stuck, behind])).toBeUndefined();
    expect(nextToSend([behind, other])).toBe(behind);
  });

  it("always picks a waiting change, and never one behind a stuck change of the same target", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            changeArb,
            fc.constantFrom("waiting", "conflict", "refused") as fc.Arbitrary<OutboxEntry["status"]>,
          ),
        ),
        (pairs) => {
          const entries = pairs.map(([c, s]) => entry(c, s));
          const next = nextToSend(entries);
          if (!next) return;
          expect(next.status).toBe("waiting");
          const at = entries.indexOf(next);
          const target = targetOf(next.change);
          expect(
            entries.slice(0, at).some((e) => targetOf(e.change) === target && e.status !== "waiting"),
          ).toBe(false);
        },
      ),
    );
  });
});

describe("outcomeOf and settle", () => {
  const save: OutboxChange = { kind: "hunter-save", hunterId: "h1", hunter: hunter("A") };

  it("reads the server's answer as the player would", () => {
    expect(outcomeOf(save, 200, "")).toBe("sent");
    expect(outcomeOf(save, 0, "network")).toBe("retry");
    expect(outcomeOf(save, 503, "")).toBe("retry");
    expect(outcomeOf(save, 401, "unauthorized")).toBe("retry");
    expect(outcomeOf(save, 409, "hunter-conflict")).toBe("conflict");
    expect(outcomeOf(save, 409, "slot-occupied")).toBe("refused");
    expect(outcomeOf({ kind: "preset-update", presetId: "p1", filters: {} }, 409, "preset-conflict")).toBe(
      "conflict",
    );
    expect(outcomeOf({ kind: "item-add", localId: "l1", item }, 422, "inventory-full")).toBe("refused");
    expect(outcomeOf({ kind: "item-delete", itemId: "i1" }, 404, "not-found")).toBe("sent");
    expect(outcomeOf(save, 404, "not-found")).toBe("refused");
    // The same request is being written by another send: its answer comes on the next try.
    expect(outcomeOf(save, 409, "idempotency-key-in-progress")).toBe("retry");
    expect(outcomeOf(save, 422, "idempotency-key-reused")).toBe("refused");
  });

  it("keeps the server's copy with a conflict and its message with a refusal", () => {
    const e = entry(save);
    expect(settle(e, "sent")).toBeUndefined();
    // A retry is the same request: it keeps its key for every send, however many.
    expect(settle(e, "retry")).toBe(e);
    expect(settle(e, "conflict", { theirs: { id: "h1" } })).toMatchObject({
      status: "conflict",
      theirs: { id: "h1" },
    });
    expect(settle(e, "refused", { problem: "Your inventory is full" })).toMatchObject({
      status: "refused",
      problem: "Your inventory is full",
    });
  });

  it("sends the player's version again on 'Keep mine', now based on the other device's save", () => {
    const stuck = settle(entry({ ...save, baseUpdatedAt: "t1" }), "conflict", { theirs: {} }) as OutboxEntry;
    const again = keepMine(stuck, "t2", "key-mine");
    expect(again).toMatchObject({
      status: "waiting",
      change: { baseUpdatedAt: "t2" },
      idempotencyKey: "key-mine",
    });
    expect(again).not.toHaveProperty("theirs");
    const refused = settle(entry(save), "refused", { problem: "x" }) as OutboxEntry;
    expect(retry(refused)).not.toHaveProperty("problem");
    // 'Try again' sends the same request: a refusal stored no key, so the same one is right.
    expect(retry(refused).idempotencyKey).toBe(refused.idempotencyKey);
  });

  it("keeps the other device's unrelated changes on 'Keep mine', and asks only about the fields both changed", () => {
    const base = createHunter({ hunterName: "Storm Mage" });
    const mine = { ...structuredClone(base), hunterName: "Phone Mage" };
    mine.general.technology = 9;
    const theirs = {
      ...structuredClone(base),
      hunterName: "Desktop Mage",
      updatedAt: "2026-11-24T11:00:00.000Z",
    };
    theirs.general.guild = 7;
    const saved = entry({ kind: "hunter-save", hunterId: "h1", hunter: mine, base, baseUpdatedAt: "t1" });
    const stuck = settle(saved, "conflict", { theirs }) as OutboxEntry;
    expect(contestedFields(stuck)).toEqual(["hunterName"]);

    const again = keepMine(stuck, theirs.updatedAt, "key-mine");
    expect(again.change).toMatchObject({
      hunter: { hunterName: "Phone Mage", general: { guild: 7, technology: 9 } },
      baseUpdatedAt: theirs.updatedAt,
    });
    // 'Keep theirs' still sends the player's change nobody else made.
    const kept = keepTheirs(stuck, theirs.updatedAt, "key-theirs");
    expect(kept?.change).toMatchObject({
      hunter: { hunterName: "Desktop Mage", general: { guild: 7, technology: 9 } },
    });
    // Nothing of the player's left: the change goes.
    const nameOnly: OutboxChange = {
      kind: "hunter-save",
      hunterId: "h1",
      hunter: { ...base, hunterName: "Phone Mage" },
      base,
    };
    const onlyName = settle(entry(nameOnly), "conflict", { theirs }) as OutboxEntry;
    expect(keepTheirs(onlyName, theirs.updatedAt, "k")).toBeUndefined();
  });

  it("merges a conflict by itself when no field changed on both devices", () => {
    const base = createHunter({ hunterName: "Storm Mage" });
    const theirs = { ...structuredClone(base), updatedAt: "2026-11-24T11:00:00.000Z" };
    theirs.general.guild = 7;
    const mine = { ...structuredClone(base), hunterName: "Phone Mage" };
    const saved = entry({ kind: "hunter-save", hunterId: "h1", hunter: mine, base, baseUpdatedAt: "t1" });
    expect(settleConflict(saved, theirs, "k2")).toMatchObject({
      status: "waiting",
      idempotencyKey: "k2",
      change: {
        hunter: { hunterName: "Phone Mage", general: { guild: 7 } },
        baseUpdatedAt: theirs.updatedAt,
      },
    });
    // Without a base, the player chooses between whole versions as before.
    const { base: _none, ...blind } = saved.change as Extract<OutboxChange, { kind: "hunter-save" }>;
    expect(settleConflict(entry(blind), theirs, "k3")).toMatchObject({
      status: "conflict",
    });
  });

  it("folds a second save into the first keeping the first's base build", () => {
    const [a, b] = [createHunter({ hunterName: "A" }), createHunter({ hunterName: "B" })];
    const first = entry({ kind: "hunter-save", hunterId: "h1", hunter: b, base: a, baseUpdatedAt: "t1" });
    const second = entry({ kind: "hunter-save", hunterId: "h1", hunter: a, base: b, baseUpdatedAt: "t2" });
    expect(enqueue([first], second)[0]?.change).toMatchObject({ hunter: a, base: a, baseUpdatedAt: "t1" });
  });

  it("names the server's id in later changes of a hunter created offline", () => {
    const later = entry({ kind: "hunter-visibility", hunterId: "l1", isPublic: true });
    expect(renameHunter([later], "l1", "h7")[0]?.change).toMatchObject({ hunterId: "h7" });
  });
});
