import { describe, expect, it } from "vitest";
import {
  actionNeedsReason,
  actionsFor,
  outcomeOf,
  REPORT_ACTIONS,
  REPORTS_PER_DAY,
  reportsLeft,
} from "./reports.ts";

describe("report rules", () => {
  it("offers a build hide or show, and a profile's resets, each with dismiss", () => {
    expect(actionsFor("build", false)).toEqual(["hide-build", "dismiss"]);
    expect(actionsFor("build", true)).toEqual(["unhide-build", "dismiss"]);
    expect(actionsFor("profile", false)).toEqual(["reset-nickname", "reset-avatar", "dismiss"]);
  });

  it("asks a reason for every action that changes a player's build or account against them", () => {
    expect(REPORT_ACTIONS.filter(actionNeedsReason)).toEqual([
      "hide-build",
      "reset-nickname",
      "reset-avatar",
    ]);
  });

  it("tells the reporter what was done, and a build shown again as nothing done", () => {
    expect(REPORT_ACTIONS.map(outcomeOf)).toEqual([
      "build-hidden",
      "dismissed",
      "nickname-reset",
      "avatar-reset",
      "dismissed",
    ]);
  });

  it("counts down the day's reports and never below nothing", () => {
    expect(reportsLeft(0)).toBe(REPORTS_PER_DAY);
    expect(reportsLeft(REPORTS_PER_DAY)).toBe(0);
    expect(reportsLeft(REPORTS_PER_DAY + 3)).toBe(0);
  });
});
