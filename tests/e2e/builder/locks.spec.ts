import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { BuilderPage } from "./builder-page.ts";

test("a free player sees Traits, Paragon and Set locked behind the VIP overlay", async ({ page }) => {
  await registerAndVerify(page);
  const builder = new BuilderPage(page);
  await builder.gotoSlot(0);

  for (const tab of ["General", "Items", "Mount"] as const) {
    await builder.open(tab);
    await expect(builder.panel().getByText(messages.vipFeatureLocked)).toHaveCount(0);
  }
  for (const tab of ["Traits", "Paragon", "Set"] as const) {
    await builder.open(tab);
    await expect(builder.panel().getByText(messages.vipFeatureLocked)).toBeVisible();
    await expect(builder.panel().getByRole("link", { name: messages.upgradeToPremium })).toHaveAttribute(
      "href",
      "/upgrade",
    );
  }
  // The dimmed content is out of reach (inert): not in the accessibility tree.
  await expect(builder.panel().getByRole("combobox", { name: "Set 1", exact: true })).toHaveCount(0);
  await builder.panel().getByRole("link", { name: messages.upgradeToPremium }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
});

test("the builder sends the player home without a slot of theirs", async ({ page }) => {
  await registerAndVerify(page);
  await page.goto("/builder");
  await expect(page).toHaveURL(/\/$/);
  // A free player has 5 permanent slots (0-4) and no VIP slots.
  await page.goto("/builder?slot=5");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/builder?slot=4");
  await expect(page.getByRole("button", { name: "Save Hunter" })).toBeVisible();
});

test("leaving with unsaved changes asks first", async ({ page }) => {
  await registerAndVerify(page);
  const builder = new BuilderPage(page);
  await builder.gotoSlot(1);
  await page.getByLabel("Hunter Name").fill("Half Done");
  await page.getByRole("link", { name: "Back" }).click();
  const dialog = page.getByRole("dialog", { name: messages.unsavedChangesTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: messages.unsavedChangesStay }).click();
  await expect(page).toHaveURL(/\/builder\?slot=1$/);
  await expect(page.getByLabel("Hunter Name")).toHaveValue("Half Done");

  await page.getByRole("link", { name: "Back" }).click();
  await page.getByRole("dialog").getByRole("button", { name: messages.unsavedChangesLeave }).click();
  await expect(page).toHaveURL(/\/$/);
});
