import { describe, expect, it } from "vitest";
import { feedbackLock, feedbackLockCutoff } from "#core/rules/feedback-lock.ts";

describe("feedbackLock", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  it("is open when nothing was sent", () => {
    expect(feedbackLock(null, now)).toEqual({ locked: false, daysRemaining: 0 });
  });

  it("locks for 7 days, rounding the days remaining up", () => {
    expect(feedbackLock(ago(0), now)).toEqual({ locked: true, daysRemaining: 7 });
    expect(feedbackLock(ago(1), now)).toEqual({ locked: true, daysRemaining: 7 });
    expect(feedbackLock(ago(24), now)).toEqual({ locked: true, daysRemaining: 6 });
    expect(feedbackLock(ago(6 * 24 + 23), now)).toEqual({ locked: true, daysRemaining: 1 });
    expect(feedbackLock(ago(7 * 24), now)).toEqual({ locked: false, daysRemaining: 0 });
  });

  it("reads the ISO string /api/me gives", () => {
    expect(feedbackLock(ago(48).toISOString(), now)).toEqual({ locked: true, daysRemaining: 5 });
    expect(feedbackLock("not a date", now)).toEqual({ locked: false, daysRemaining: 0 });
  });

  it("locks a submission dated in the future for at most 7 days", () => {
    expect(feedbackLock(ago(-48), now)).toEqual({ locked: true, daysRemaining: 7 });
  });
});

describe("feedbackLockCutoff", () => {
  it("is the last instant whose submission no longer locks", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const cutoff = feedbackLockCutoff(now);
    expect(feedbackLock(cutoff, now).locked).toBe(false);
    expect(feedbackLock(new Date(cutoff.getTime() + 1), now).locked).toBe(true);
  });
});
