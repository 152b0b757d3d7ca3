import { expect, test } from "@playwright/test";
import { registerAndVerify } from "../support/fixtures.ts";

// docs/decisions.md#2026-11-23-a-session-that-ends-elsewhere-ends-in-every-tab-titles-modes-and-focus: a
// dialog gives focus back to the button that opened it; the plans say what is true on this instance (a month
// is 30 days of VIP, nothing renews).
test("closing a dialog with Escape or its close button returns focus to its opener", async ({ page }) => {
  await registerAndVerify(page);
  await page.goto("/upgrade");
  await expect(page.getByText("30 days of VIP per month; nothing renews")).toBeVisible();
  await expect(page.getByText(/cancel any time/i)).toHaveCount(0);

  const monthly = page.getByRole("button", { name: "Get Monthly" });
  await monthly.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(monthly).toBeFocused();

  const lifetime = page.getByRole("button", { name: "Get Lifetime" });
  await lifetime.click();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(lifetime).toBeFocused();
});
