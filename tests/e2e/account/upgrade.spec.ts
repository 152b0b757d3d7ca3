import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { registerAndVerify } from "../support/fixtures.ts";

// docs/decisions.md#2026-11-23-a-vip-month-is-not-a-subscription: VIP months are granted periods here
// (docs/product.md#paying-and-vip), so no plan speaks of a subscription.
test("the monthly plan says what a month of VIP is, and nothing promises a subscription", async ({
  page,
}) => {
  await registerAndVerify(page);
  await page.goto("/upgrade");
  const monthly = page.getByRole("article", { name: "Monthly plan" });
  await expect(monthly).toContainText(messages.upgradeMonthlyTerm);
  await expect(page.getByRole("main")).not.toContainText(/cancel any time|subscription/i);
});
