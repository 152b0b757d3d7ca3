import { describe, expect, it } from "vitest";
import { testGameData } from "../../../tests/factories/game-data.ts";
import { nextReminderTime, reminderPayload, remindersDue } from "./reminders.ts";

const calendar = testGameData.calendar;
const at = (iso: string) => Date.parse(iso);

describe("push reminders' times (docs/product.md#push-reminders)", () => {
  it("finds the reminders due in a range, lead minutes before each event, of the chosen kinds", () => {
    // Friday 2025-01-10: team registration begins (cycle day 4), a daily event and two world bosses.
    const due = remindersDue(at("2025-01-09T23:50:00Z"), at("2025-01-10T00:00:00Z"), 0, calendar);
    expect(due.map((r) => r.event.id).sort()).toEqual([
      "bosses-0-20250110",
      "bosses-1-20250110",
      "daily-0-20250110",
      "valor-1-20250110",
    ]);
    expect(due.every((r) => r.dueAt === at("2025-01-10T00:00:00Z"))).toBe(true);
    const valorOnly = remindersDue(at("2025-01-09T22:59:00Z"), at("2025-01-09T23:00:00Z"), 60, calendar, [
      "valor",
    ]);
    expect(valorOnly.map((r) => r.event.id)).toEqual(["valor-1-20250110"]);
  });

  it("counts the range open at its start and closed at its end, so consecutive ranges never repeat one", () => {
    const edge = at("2025-01-10T00:00:00Z");
    expect(remindersDue(edge, edge + 60_000, 0, calendar)).toEqual([]);
    expect(remindersDue(edge - 60_000, edge, 0, calendar)).not.toEqual([]);
  });

  it("a phase under way is not reminded again on its later days", () => {
    const due = remindersDue(at("2025-01-10T23:00:00Z"), at("2025-01-11T00:00:00Z"), 0, calendar, ["valor"]);
    expect(due).toEqual([]);
  });

  it("knows the next time any reminder falls due", () => {
    expect(nextReminderTime(at("2025-01-10T12:00:00Z"), calendar)).toBe(at("2025-01-10T23:00:00Z"));
    expect(nextReminderTime(at("2025-01-10T23:00:00Z"), calendar)).toBe(at("2025-01-10T23:45:00Z"));
    expect(nextReminderTime(at("2025-01-10T23:45:00Z"), calendar)).toBe(at("2025-01-11T00:00:00Z"));
  });

  it("words the notification and names the day the calendar opens on", () => {
    const [due] = remindersDue(at("2025-01-08T23:00:00Z"), at("2025-01-09T00:00:00Z"), 1440, calendar, [
      "valor",
    ]);
    expect(due && reminderPayload(due)).toEqual({
      title: "Team Registration starts in 1 day",
      body: "Team Registration today.",
      icon: "/icons/event.svg",
      day: "2025-01-10",
      tag: "valor-1-20250110",
      dueAt: "2025-01-09T00:00:00.000Z",
    });
  });
});
