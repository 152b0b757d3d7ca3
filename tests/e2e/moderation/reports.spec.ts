import { expect, test } from "@playwright/test";
import { saveHunter, sharePath } from "../hunters/hunters-api.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { makeAdmin } from "../support/staff.ts";

// Reports and the moderators' queue (docs/product.md#reports, docs/product.md#moderation-queue): a player
// reports a build, a moderator hides it from /admin/moderation, the reporter reads the outcome and the owner
// reads why, never who reported. The server is shared by every spec: the build's name is this run's own.

test("a reported build is hidden by a moderator; the reporter and the owner are told", async ({
  page,
  browser,
}) => {
  // Three players sign up and four screens are checked for accessibility: more than the default minute
  // on a busy machine.
  test.slow();
  const owner = await registerAndVerify(page);
  const hunterName = `Nine ${Date.now().toString(36)}`;
  const hunter = await saveHunter(page, 0, { hunterName, isPublic: true });

  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  const reporter = await registerAndVerify(reporterPage);
  await reporterPage.goto(sharePath(hunter));
  await reporterPage.getByRole("button", { name: `Report the build ${hunterName}` }).click();
  const dialog = reporterPage.getByRole("dialog", { name: "Report this build" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please choose what is wrong.")).toBeVisible();
  await dialog.getByRole("radio", { name: "Something else" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please say in a few words what is wrong.").first()).toBeVisible();
  await dialog.getByLabel("A few words").fill("Nine attacks a second at level one");
  await expectNoSeriousViolations(reporterPage, "the report dialog");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(reporterPage.getByText("Thanks. A moderator will look at it")).toBeVisible();
  await expect(dialog).toBeHidden();
  // A second report of the same build while the first is open is refused with the reason.
  await reporterPage.getByRole("button", { name: `Report the build ${hunterName}` }).click();
  await dialog.getByRole("radio", { name: "Impossible numbers" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("You have already reported this.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const moderator = await registerAndVerify(staff);
  await makeAdmin(moderator.email);
  await staff.goto("/admin/moderation");
  await expect(staff.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  const entry = staff
    .getByRole("list", { name: "Waiting items" })
    .getByRole("link", { name: new RegExp(`${hunterName} by ${owner.nickname}`) });
  await expect(entry).toContainText("Something else");
  await expectNoSeriousViolations(staff, "the moderation queue");
  await entry.click();
  await expect(
    staff.getByRole("heading", { level: 1, name: `${hunterName} by ${owner.nickname}` }),
  ).toBeVisible();
  await expect(staff.getByText("You are handling this")).toBeVisible();
  await expect(staff.getByText("Nine attacks a second at level one")).toBeVisible();
  await expect(staff.getByRole("link", { name: "Open as the public sees it" })).toHaveAttribute(
    "href",
    sharePath(hunter),
  );
  await expectNoSeriousViolations(staff, "a report in the moderation queue");
  const hide = staff.getByRole("button", { name: "Hide from Explore and the leaderboards" });
  await hide.click();
  await expect(staff.getByText("Please tell the player why.")).toBeVisible();
  const reason = "No hunter attacks nine times a second";
  await staff.getByLabel("Reason the player reads").fill(reason);
  await hide.click();
  await expect(staff.getByText("Done. The players concerned are told.")).toBeVisible();
  await expect(staff.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  await expect(staff.getByRole("link", { name: new RegExp(hunterName) })).toBeHidden();
  await staffContext.close();

  // Notices show in the app's shell, on any of the player's screens.
  await reporterPage.goto("/");
  const told = reporterPage.getByRole("region", { name: "Notices" });
  await expect(told).toContainText(
    `Your report of ${hunterName} was handled: a moderator hid the build from Explore and the leaderboards.`,
  );
  await expectNoSeriousViolations(reporterPage, "a notice in the shell");
  await told.getByRole("button", { name: "Mark as read" }).click();
  await expect(told).toBeHidden();
  await reporterContext.close();

  await page.goto(sharePath(hunter));
  await expect(
    page.getByText(`Hidden from Explore and the leaderboards by a moderator: ${reason}`),
  ).toBeVisible();
  // The owner sees no Report on their own build.
  await expect(page.getByRole("button", { name: /^Report the build/ })).toHaveCount(0);
  await page.goto("/");
  const ownerTold = page.getByRole("region", { name: "Notices" });
  await expect(ownerTold).toContainText(
    `A moderator hid your build ${hunterName} from Explore and the leaderboards: ${reason}`,
  );
  await expect(ownerTold).not.toContainText(reporter.nickname);
  // The builder says the same while the owner edits it.
  await page.goto(`/builder?hunter=${hunter.id}`);
  await expect(
    page.getByText(`Hidden from Explore and the leaderboards by a moderator: ${reason}`),
  ).toBeVisible();
});

test("a reported nickname is reset from the queue and its player chooses a new one", async ({
  page,
  browser,
}) => {
  test.slow();
  const owner = await registerAndVerify(page);

  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  await registerAndVerify(reporterPage);
  await reporterPage.goto(`/profile/${owner.nickname}`);
  await reporterPage.getByRole("button", { name: `Report the profile of ${owner.nickname}` }).click();
  const dialog = reporterPage.getByRole("dialog", { name: "Report this profile" });
  await dialog.getByRole("radio", { name: "Offensive name or text" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(reporterPage.getByText("Thanks. A moderator will look at it")).toBeVisible();
  await reporterContext.close();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const moderator = await registerAndVerify(staff);
  await makeAdmin(moderator.email);
  await staff.goto("/admin/moderation");
  await staff
    .getByRole("list", { name: "Waiting items" })
    .getByRole("link", { name: new RegExp(`Profile of ${owner.nickname}`) })
    .click();
  await expect(staff.getByText("Offensive name or text")).toBeVisible();
  const reason = "Names may not insult other hunters";
  await staff.getByLabel("Reason the player reads").fill(reason);
  await staff.getByRole("button", { name: "Reset the nickname" }).click();
  await expect(staff.getByText("Done. The players concerned are told.")).toBeVisible();
  await staffContext.close();

  // The next load of the app asks the player for a new nickname, with the moderator's reason.
  await page.goto("/");
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(
    page.getByText(`A moderator reset your nickname: ${reason}. Choose a new one to go on.`),
  ).toBeVisible();
  const renamed = `r${Date.now().toString(36)}`.slice(0, 15);
  await page.getByLabel("Nickname").fill(renamed);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByText(renamed).first()).toBeVisible();
});
