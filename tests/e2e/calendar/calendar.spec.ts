import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";

// 2025-01-19 is a Sunday and day 13 of the Battle of Valor cycle that starts on Monday 2025-01-06
// (docs/product.md#calendar): the attack phase ends that day, so its description carries the suffix.
test("the calendar shows eight days from today (UTC) and the selected day's events", async ({ page }) => {
  await registerAndVerify(page);
  await page.clock.setFixedTime(new Date("2025-01-19T09:00:00Z"));
  await page.goto("/calendar");

  const days = page.getByRole("listbox", { name: "Days" }).getByRole("option");
  await expect(days).toHaveCount(8);
  // Each day's name carries its events.
  await expect(days.nth(0)).toHaveAccessibleName("TODAY 19: Valor: Attack, Sacred Enhancement");
  await expect(days.nth(1)).toHaveAccessibleName(
    "TOMORROW 20: Valor: Selection, Modify Equipment, Boss: Gorrath, Boss: Sylvaine",
  );
  await expect(days.nth(2)).toHaveAccessibleName(/^TUESDAY 21: /);
  await expect(days.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(/Concludes at 12:00 UTC\.$/)).toBeVisible();

  // Monday 2025-01-20 opens a new cycle with hunter selection, and world bosses (week 2 from the origin: pair one).
  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(/Concludes at 12:00 UTC/)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /World Boss: Gorrath/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /World Boss: Sylvaine/ })).toBeVisible();
  // A card lists three short titles and counts the fourth, so the second boss is never hidden silently.
  await expect(days.nth(1).getByRole("listitem")).toHaveText([
    "Valor: Selection",
    "Modify Equipment",
    "Boss: Gorrath",
    "+1 more",
  ]);
  // Icons are the app's own SVG drawings, one per event, beside the event's own .ics download.
  await expect(page.locator("main li > span[aria-hidden] svg")).toHaveCount(4);
  await expect(page.getByRole("link", { name: /to my calendar \(\.ics\)$/ })).toHaveCount(4);

  await expectNoSeriousViolations(page, "the calendar");
});

test("arrow keys, Home and End move through the days like a list of options", async ({ page }) => {
  await registerAndVerify(page);
  await page.clock.setFixedTime(new Date("2025-01-19T09:00:00Z"));
  await page.goto("/calendar");
  const days = page.getByRole("listbox", { name: "Days" }).getByRole("option");
  await days.nth(0).focus();
  await page.keyboard.press("ArrowRight");
  await expect(days.nth(1)).toBeFocused();
  await expect(days.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: /World Boss: Gorrath/ })).toBeVisible();
  await page.keyboard.press("End");
  await expect(days.nth(7)).toBeFocused();
  await expect(days.nth(7)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(days.nth(6)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(days.nth(0)).toBeFocused();
  // One tab stop for the whole list.
  await page.keyboard.press("Tab");
  await expect(days.nth(1)).not.toBeFocused();
});

test("on a phone, tapping a day brings its details into view", async ({ page }) => {
  await registerAndVerify(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.setFixedTime(new Date("2025-01-19T09:00:00Z"));
  await page.goto("/calendar");
  const days = page.getByRole("listbox", { name: "Days" }).getByRole("option");
  // Friday 2025-01-24 has the world bosses; the details start below the cards, out of view.
  await days.nth(5).scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: /Battle of Valor: Attack/ })).not.toBeInViewport();
  await days.nth(5).click();
  await expect(page.getByRole("heading", { name: "World Boss: Gorrath the Molten" })).toBeInViewport();
  await expectNoSeriousViolations(page, "the calendar on a phone");
});
