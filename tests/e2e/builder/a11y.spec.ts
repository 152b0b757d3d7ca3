import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { BuilderPage, type Tab } from "./builder-page.ts";
import { grantVip } from "./vip.ts";

const TABS: Tab[] = ["General", "Items", "Mount", "Traits", "Paragon", "Set"];

test("every builder tab has no serious accessibility violation", async ({ page }) => {
  test.slow();
  const user = await registerAndVerify(page);
  await grantVip(user.email);
  const builder = new BuilderPage(page);
  await builder.gotoSlot(0);
  await builder.choose("Class", "Oracle");
  for (const tab of TABS) {
    await builder.open(tab);
    await expectNoSeriousViolations(page, `the ${tab} tab`);
  }
  await page.getByRole("button", { name: "Search Inventory" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousViolations(page, "the inventory search dialog");
});

test("the VIP lock and the phone layout have no serious accessibility violation", async ({ page }) => {
  test.slow();
  await registerAndVerify(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const builder = new BuilderPage(page);
  await builder.gotoSlot(0);
  await page.getByRole("button", { name: /Build Summary/ }).click();
  await expect(builder.summary()).toBeVisible();
  await expectNoSeriousViolations(page, "the phone builder with its overview open");
  await builder.open("Set");
  await expectNoSeriousViolations(page, "a locked VIP tab");
});
