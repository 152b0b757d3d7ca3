import { describe, expect, it } from "vitest";
import { BACKUP_GRACE_MS, backupDue, isBackupLate, lastDueAt, nextDueAt } from "./backup-schedule.ts";

const at = (iso: string) => new Date(iso);
const rule = { at: "03:00", keep: 7, setAt: at("2026-12-01T12:00:00Z") };

describe("the backup schedule's clock", () => {
  it("finds the latest and the next time of day in UTC, the time itself included", () => {
    expect(lastDueAt("03:00", at("2026-12-06T02:59:00Z"))).toEqual(at("2026-12-05T03:00:00Z"));
    expect(lastDueAt("03:00", at("2026-12-06T03:00:00Z"))).toEqual(at("2026-12-06T03:00:00Z"));
    expect(lastDueAt("23:59", at("2027-01-01T00:10:00Z"))).toEqual(at("2026-12-31T23:59:00Z"));
    expect(nextDueAt("00:00", at("2026-12-31T23:00:00Z"))).toEqual(at("2027-01-01T00:00:00Z"));
  });

  it("asks for no backup of a time that passed before the schedule was set", () => {
    expect(backupDue(rule, at("2026-12-02T02:00:00Z"))).toBeUndefined();
    expect(backupDue(rule, at("2026-12-02T03:00:00Z"))).toEqual(at("2026-12-02T03:00:00Z"));
  });

  it("is late an hour after a due time with no backup since it; a backup by hand counts", () => {
    const due = at("2026-12-05T03:00:00Z").getTime();
    const justAfterGrace = new Date(due + BACKUP_GRACE_MS + 1);
    expect(isBackupLate(rule, at("2026-12-04T03:00:10Z"), new Date(due + BACKUP_GRACE_MS - 1))).toBe(false);
    expect(isBackupLate(rule, at("2026-12-04T03:00:10Z"), justAfterGrace)).toBe(true);
    expect(isBackupLate(rule, null, justAfterGrace)).toBe(true);
    expect(isBackupLate(rule, at("2026-12-05T03:20:00Z"), justAfterGrace)).toBe(false);
    expect(isBackupLate(rule, at("2026-12-05T01:00:00Z"), at("2026-12-06T02:00:00Z"))).toBe(true);
    expect(isBackupLate(null, null, justAfterGrace)).toBe(false);
    expect(isBackupLate({ ...rule, setAt: at("2026-12-05T03:30:00Z") }, null, justAfterGrace)).toBe(false);
  });
});
