import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CONSOLE_AREAS,
  consoleAreasFor,
  leavesNoAdmin,
  needsReauth,
  REAUTH_WINDOW_MS,
  STAFF_ROLES,
} from "./admin.ts";

describe("consoleAreasFor", () => {
  it("gives an admin every area, a moderator the overview, feedback and moderation, a player none", () => {
    expect(consoleAreasFor("admin")).toEqual([...CONSOLE_AREAS]);
    expect(consoleAreasFor("moderator")).toEqual(["overview", "feedback", "moderation"]);
    expect(consoleAreasFor(null)).toEqual([]);
  });

  it("never gives a moderator what an admin lacks, in the navigation's order", () => {
    const admin = consoleAreasFor("admin");
    const moderator = consoleAreasFor("moderator");
    expect(moderator.every((area) => admin.includes(area))).toBe(true);
    expect(moderator).toEqual(admin.filter((area) => moderator.includes(area)));
  });
});

describe("needsReauth", () => {
  const signedIn = new Date("2026-12-06T08:00:00Z");

  it("lets a sign-in ten minutes old act, and asks again a millisecond later", () => {
    expect(needsReauth(signedIn, new Date(signedIn.getTime() + REAUTH_WINDOW_MS))).toBe(false);
    expect(needsReauth(signedIn, new Date(signedIn.getTime() + REAUTH_WINDOW_MS + 1))).toBe(true);
  });

  it("asks again exactly when more than the window has passed", () => {
    fc.assert(
      fc.property(fc.integer({ min: -60_000, max: 10 * REAUTH_WINDOW_MS }), (elapsed) => {
        const now = new Date(signedIn.getTime() + elapsed);
        expect(needsReauth(signedIn, now)).toBe(elapsed > REAUTH_WINDOW_MS);
      }),
    );
  });
});

describe("leavesNoAdmin", () => {
  const role = fc.constantFrom(null, ...STAFF_ROLES);

  it("refuses only taking the admin role from the last admin", () => {
    fc.assert(
      fc.property(role, role, fc.integer({ min: 0, max: 5 }), (from, to, admins) => {
        expect(leavesNoAdmin(from, to, admins)).toBe(from === "admin" && to !== "admin" && admins <= 1);
      }),
    );
    expect(leavesNoAdmin("admin", "moderator", 1)).toBe(true);
    expect(leavesNoAdmin("admin", null, 2)).toBe(false);
    expect(leavesNoAdmin("moderator", null, 1)).toBe(false);
  });
});
