import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";
import { PHONE } from "../support/overflow.ts";
import { makeAdmin } from "../support/staff.ts";

// A suspended player sees why at sign-in (docs/product.md#the-console): an admin suspends them from their
// account's page; the player's next sign-in is refused with the admin's reason; lifting lets them in again.
test("a suspended player is told why at sign-in, and signs in again once it is lifted", async ({
  page,
  browser,
}) => {
  const player = await registerAndVerify(page);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const admin = await registerAndVerify(staff);
  await makeAdmin(admin.email);

  await staff.goto(`/admin/users?q=${player.nickname}`);
  await staff.getByRole("link", { name: player.nickname.toLowerCase() }).click();
  await staff.getByLabel("Reason (kept in the audit log)").fill("Impersonating a guild leader");
  await staff.getByRole("button", { name: "Suspend" }).click();
  await expect(staff.getByText("The account is suspended.")).toBeVisible();
  await expect(staff.getByText("Suspended: Impersonating a guild leader")).toBeVisible();

  await page.setViewportSize(PHONE);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(player.email, player.password);
  await expect(page.getByText("This account is suspended: Impersonating a guild leader")).toBeVisible();
  await expectNoSeriousViolations(page, "the login page refusing a suspended account");

  await staff.getByLabel("Reason (kept in the audit log)").fill("Cleared up with the guild");
  await staff.getByRole("button", { name: "Lift the suspension" }).click();
  await expect(staff.getByText("The suspension is lifted.")).toBeVisible();
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await staffContext.close();
});
