import { describe, expect, it } from "vitest";
import { builderPlanPath, planGoalFrom } from "./plan-link.ts";

const goalOf = (path: string) => planGoalFrom(new URL(path, "http://lodge.test").searchParams);

describe("the builder's plan link", () => {
  it("carries the goal to the builder's plan unchanged", () => {
    expect(builderPlanPath("h 1", 0.266812)).toBe("/builder?hunter=h+1&goal=0.266812#plan");
    expect(goalOf(builderPlanPath("h1", 0.266812))).toBe(0.266812);
    expect(goalOf(builderPlanPath("h1", 0.25))).toBe(0.25);
  });

  it("asks for no goal a hunter could not have", () => {
    for (const goal of ["", "abc", "0.1", "-1", "101", "Infinity", "NaN"])
      expect(goalOf(`/builder?hunter=h1&goal=${goal}`)).toBeNull();
    expect(goalOf("/builder?hunter=h1")).toBeNull();
  });
});
