import { describe, expect, it } from "vitest";
import { moveTo, priorityOrder } from "./order.ts";

describe("priorityOrder", () => {
  it("keeps the saved order, drops hunters no longer on the roster and adds new ones at the end", () => {
    expect(priorityOrder(["a", "b", "c", "d"], ["c", "gone", "a"])).toEqual(["c", "a", "b", "d"]);
  });
  it("is the roster order when nothing is saved", () => {
    expect(priorityOrder(["a", "b"], [])).toEqual(["a", "b"]);
  });
});

describe("moveTo", () => {
  it("moves a hunter up and down", () => {
    expect(moveTo(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveTo(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });
  it("stops at either end", () => {
    expect(moveTo(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveTo(["a", "b", "c"], 2, 5)).toEqual(["a", "b", "c"]);
  });
});
