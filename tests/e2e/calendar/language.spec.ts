import { expect, test } from "@playwright/test";
import { registerAndVerify } from "../support/fixtures.ts";

// docs/product.md#languages: the calendar in the interface language. Month and weekday names come from Intl in
// that language, the page's own texts from the calendar catalogue, and the events' names from the game data's
// French names (game terms follow the interface by default).
test("in French, the calendar names its month, weekdays and events in French", async ({ page }) => {
  await registerAndVerify(page);
  await page.clock.setFixedTime(new Date("2025-01-19T09:00:00Z"));
  await page.goto("/settings");
  await page.getByLabel("Language", { exact: true }).selectOption("fr");
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Calendrier" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendrier");
  await expect(page).toHaveTitle("Calendrier - Hunter Lodge");
  // Sunday 19 to Sunday 26 January 2025.
  await expect(page.getByRole("heading", { name: "Janvier 2025" })).toBeVisible();
  const days = page.getByRole("listbox", { name: "Jours" }).getByRole("option");
  await expect(days).toHaveCount(8);
  await expect(days.nth(0)).toHaveAccessibleName("AUJOURD'HUI 19 : Bravoure : attaque, Amélioration sacrée");
  await expect(days.nth(1)).toHaveAccessibleName(/^DEMAIN 20 : Bravoure : choix, /);
  await expect(days.nth(2)).toHaveAccessibleName(/^MARDI 21 : /);
  await expect(days.nth(6)).toHaveText(/^SAMEDI/);

  // The selected day's detail: its name, its date with the month's name, the attack's French ending.
  await expect(page.getByRole("heading", { name: "Aujourd'hui", exact: true })).toBeVisible();
  await expect(page.getByText("19 janvier 2025", { exact: true })).toBeVisible();
  await expect(page.getByText(/Se termine à 12:00 UTC\.$/)).toBeVisible();

  await days.nth(2).click();
  await expect(page.getByRole("heading", { name: "Mardi", exact: true })).toBeVisible();
  await expect(page.getByText("21 janvier 2025", { exact: true })).toBeVisible();

  await expect(page.getByRole("heading", { name: "S'abonner" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Créer mon lien de flux" })).toBeVisible();
});
