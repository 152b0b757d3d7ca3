import { expect, test } from "@playwright/test";
import { saveHunter } from "../hunters/hunters-api.ts";
import { registerAndVerify } from "../support/fixtures.ts";

type Page = import("@playwright/test").Page;
type Locator = import("@playwright/test").Locator;
const row = (page: Page, name: string, scope: Locator) =>
  scope.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });

// docs/product.md#languages: the compare sheet's labels and values in the player's language, game names from
// the game data. The account's language leads on the public pages too: this device never chose one (it was
// chosen elsewhere).
test("the compare sheet reads in the account's language, German here", async ({ page }) => {
  await registerAndVerify(page);
  const dawn = await saveHunter(page, 0, {
    hunterName: "Dawn Ranger",
    general: { hunterRarity: "Legendary", hunterClass: "Ranger", guild: 5 },
  });
  const dusk = await saveHunter(page, 1, {
    hunterName: "Dusk Ranger",
    general: { hunterRarity: "Legendary", hunterClass: "Ranger", guild: 3 },
    items: { Ring: { rarity: "Legendary", quality: "Fine", attributes: [{ type: "ATK SPD", value: 6.5 }] } },
  });
  const put = await page.request.put("/api/me/language", {
    data: { language: "de" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(put.ok()).toBe(true);
  await page.evaluate(() => localStorage.removeItem("hl.language"));

  await page.goto(`/compare?a=${dawn.userId}/${dawn.id}&b=${dusk.userId}/${dusk.id}`);
  await expect(page.getByRole("heading", { name: "Build-Übersicht" })).toBeVisible();
  // A percentage takes German's decimal comma and spacing.
  const summary = page.getByRole("table").first();
  await expect(row(page, "Fehlender ATK SPD", summary).getByRole("cell").first()).toHaveText(
    /^\d+,\d{2}\s%$/,
  );
  const general = page.getByRole("table").nth(1);
  await expect(row(page, "Seltenheit", general).getByRole("cell")).toHaveText(["Legendär", "Legendär"]);
  await expect(row(page, "Klasse", general).getByRole("cell")).toHaveText(["Waldläufer", "Waldläufer"]);
  await expect(row(page, "Gilde", general).getByRole("cell")).toHaveText(["5", "3"]);
  const ring = page.getByRole("table", { name: "Ring" });
  await expect(row(page, "Gegenstand", ring).getByRole("cell").last()).toHaveText("Legendär Gut");
  await expect(row(page, "Graviert", ring).getByRole("cell")).toHaveText(["Nein", "Nein"]);
  await expect(row(page, "ATK SPD", ring).getByRole("cell").last()).toHaveText("6,50 %");
});
