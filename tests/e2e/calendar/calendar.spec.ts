import { expect, test } from "@playwright/test";
import { registerAndVerify } from "../support/fixtures.ts";

// 2025-01-19 is a Sunday and day 13 of the Battle of Valor cycle that starts on Monday 2025-01-06
// (DECISIONS §5): the attack phase ends that day, so its description carries the suffix.
test("the calendar shows eight days from today (UTC) and the selected day's events", async ({ page }) => {
  await registerAndVerify(page);
  await page.clock.setFixedTime(new Date("2025-01-19T09:00:00Z"));
  await page.goto("/calendar");

  const days = page.getByRole("listbox", { name: "Days" }).getByRole("option");
  await expect(days).toHaveCount(8);
  await expect(days.nth(0)).toHaveAccessibleName("TODAY 19");
  await expect(days.nth(1)).toHaveAccessibleName("TOMORROW 20");
  await expect(days.nth(2)).toHaveAccessibleName("TUESDAY 21");
  await expect(days.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(/Concludes at 12:00 UTC\.$/)).toBeVisible();

  // Monday 2025-01-20 opens a new cycle with hunter selection, and world bosses (ISO week 4: pair one).
  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(/Concludes at 12:00 UTC/)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /World Boss: Gorrath/ })).toBeVisible();
  // A card lists at most three short titles even when the day has four events.
  await expect(days.nth(1).getByRole("listitem")).toHaveCount(3);
});
