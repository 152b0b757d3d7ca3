import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { PHONE } from "../support/overflow.ts";
import { makeAdmin } from "../support/staff.ts";

// The console (docs/product.md#the-console): the first admin is named from the command line, finds the
// Console in the sidebar, appoints a moderator from an account's page, and the moderator's own tab shows the
// console with only a moderator's areas; the audit log keeps the appointment.

const consoleNav = (page: Page) => page.getByRole("navigation", { name: "Console" });

// Under 768 px the sidebar is behind the top bar's Menu.
async function sidebar(page: Page, width: number) {
  if (width < 768) await page.getByRole("button", { name: "Menu" }).click();
  return page.getByRole("navigation", { name: "Main" });
}

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`an admin appoints a moderator, who then sees a moderator's console (${viewport.width} px)`, async ({
    page,
    browser,
  }) => {
    const moderator = await registerAndVerify(page);
    // The server is shared by every spec and run: this appointment's reason tells its audit entry apart.
    const reason = `Helps with the reports ${viewport.width} ${Date.now()}`;
    await page.setViewportSize(viewport);
    // A player has no Console.
    const playerNav = await sidebar(page, viewport.width);
    await expect(playerNav.getByRole("link", { name: "Roster Plan" })).toBeVisible();
    await expect(playerNav.getByRole("link", { name: "Console" })).toHaveCount(0);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    const admin = await registerAndVerify(staff);
    await makeAdmin(admin.email);
    await staff.setViewportSize(viewport);
    await staff.reload();
    await (await sidebar(staff, viewport.width)).getByRole("link", { name: "Console" }).click();
    await expect(staff.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await expect(consoleNav(staff).getByRole("link")).toHaveText([
      "Overview",
      "Users",
      /^Feedback/,
      /^Moderation/,
      "Game data",
      "Instance",
      "Audit log",
    ]);
    await expectNoSeriousViolations(staff, "the console's overview");

    await consoleNav(staff).getByRole("link", { name: "Users" }).click();
    await staff.getByLabel("Search accounts").fill(moderator.nickname);
    await staff.getByLabel("Search accounts").press("Enter");
    await staff.getByRole("link", { name: moderator.nickname.toLowerCase() }).click();
    await expect(
      staff.getByRole("heading", { level: 1, name: moderator.nickname.toLowerCase() }),
    ).toBeVisible();
    await expect(staff.getByText(moderator.email).first()).toBeVisible();
    await expectNoSeriousViolations(staff, "an account's page in the console");
    await staff.getByLabel("Reason (kept in the audit log)").fill(reason);
    await staff.getByLabel("Role").selectOption({ label: "Moderator" });
    await staff.getByRole("button", { name: "Change role" }).click();
    await expect(staff.getByText("The role is changed.")).toBeVisible();
    await expect(staff.getByText(reason).first()).toBeVisible();

    // The moderator's open tab hears of its new role (live updates) and shows the Console.
    await playerNav.getByRole("link", { name: "Console" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await expect(consoleNav(page).getByRole("link")).toHaveText(["Overview", /^Feedback/, /^Moderation/]);
    await page.goto("/admin/users");
    await expect(page.getByText("Only the lodge's admins can see this area.")).toBeVisible();
    await expectNoSeriousViolations(page, "the console as a moderator");

    // The audit log shows who appointed whom, and why.
    await consoleNav(staff).getByRole("link", { name: "Audit log" }).click();
    await staff.getByLabel("Action").fill("role");
    await staff.getByRole("button", { name: "Filter", exact: true }).click();
    const entry = staff.getByRole("article").filter({ hasText: reason });
    await expect(entry).toContainText(`role.set`);
    await expect(entry).toContainText(`by ${admin.nickname.toLowerCase()}`);
    await expect(entry).toContainText('"role": "moderator"');
    await expectNoSeriousViolations(staff, "the console's audit log");
    await staffContext.close();
  });
}
