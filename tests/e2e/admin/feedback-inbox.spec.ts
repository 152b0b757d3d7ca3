import { expect, type Page, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { readMailbox } from "../support/mailbox.ts";
import { PHONE } from "../support/overflow.ts";
import { SettingsPage } from "../support/settings-page.ts";
import { makeAdmin } from "../support/staff.ts";

// The feedback inbox (docs/product.md#feedback-inbox): a player reports a bug from Settings, an admin marks
// it and answers from /admin/feedback, and the player reads the answer by e-mail and under Settings → Support.
// The server is shared by every spec, so each run's report is told apart by its own words.

async function sendBugReport(page: Page, text: string) {
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.toggle("Submit a Bug");
  await page.getByLabel("Describe the bug").fill(text);
  await page.getByRole("button", { name: "Send" }).click();
  await page
    .getByRole("dialog", { name: "Submit bug report?" })
    .getByRole("button", { name: "Submit" })
    .click();
  await expect(page.getByText(messages.feedbackSubmitted)).toBeVisible();
}

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`an admin answers a bug report and the player reads the reply (${viewport.width} px)`, async ({
    page,
    browser,
  }) => {
    // Signing up lands on the shell at the project's size; the test then plays at its own.
    const player = await registerAndVerify(page);
    await page.setViewportSize(viewport);
    const report = `The calendar skips Sunday ${Date.now()}`;
    await sendBugReport(page, report);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    const admin = await registerAndVerify(staff);
    await makeAdmin(admin.email);
    await staff.setViewportSize(viewport);

    await staff.goto("/admin/feedback");
    await expect(staff.getByRole("heading", { level: 1, name: "Feedback inbox" })).toBeVisible();
    await staff.getByLabel("Status", { exact: true }).selectOption({ label: "New" });
    await staff.getByLabel("Type", { exact: true }).selectOption({ label: "Bug reports" });
    const entry = staff
      .getByRole("list", { name: "Submissions" })
      .getByRole("link", { name: new RegExp(report) });
    await expect(entry).toContainText(player.nickname);
    await expect(entry).toContainText("English");
    await expect(entry).toContainText("New");
    await expectNoSeriousViolations(staff, "the feedback inbox");

    await entry.click();
    await expect(staff.getByRole("heading", { level: 1, name: "Bug report" })).toBeVisible();
    await expect(staff.getByText(report)).toBeVisible();
    // An admin reads the author's address; a moderator would not.
    await expect(staff.getByText(player.email)).toBeVisible();

    const triage = staff.getByRole("region", { name: "Status and note" });
    await triage.getByLabel("Status").selectOption({ label: "Planned" });
    await triage.getByLabel("Note").fill("Fix in the next release");
    await triage.getByRole("button", { name: "Save" }).click();
    await expect(triage.getByText("Saved.")).toBeVisible();

    const answer = "Thanks! Sunday is back in the next release.";
    const replies = staff.getByRole("region", { name: "Replies" });
    await replies.getByRole("button", { name: "Send reply" }).click();
    await expect(replies.getByRole("alert")).toHaveText(messages.feedbackReplyRequired);
    await replies.getByLabel("Your reply").fill(answer);
    await replies.getByRole("button", { name: "Send reply" }).click();
    await expect(replies.getByText("Reply sent by e-mail.")).toBeVisible();
    await expect(replies.getByRole("listitem").filter({ hasText: answer })).toContainText(admin.nickname);
    await expectNoSeriousViolations(staff, "a feedback submission");

    await staff.getByRole("link", { name: "Back to the inbox" }).click();
    await expect(staff.getByLabel("Status", { exact: true })).toHaveValue("new");
    await expect(staff.getByRole("link", { name: new RegExp(report) })).toBeHidden();
    await staffContext.close();

    await expect
      .poll(
        async () =>
          (await readMailbox(page.request)).find(
            (mail) => mail.to === player.email && mail.text.includes(answer),
          )?.subject,
      )
      .toBe("A reply to your Hunter Lodge bug report");

    await page.reload();
    await page.getByRole("button", { name: /^Your feedback/ }).click();
    const mine = page
      .getByRole("list", { name: "Your feedback" })
      .getByRole("listitem")
      .filter({ hasText: report });
    await expect(mine).toContainText("Planned");
    await expect(mine).toContainText(`Reply from ${admin.nickname}`);
    await expect(mine).toContainText(answer);
    await expect(mine).not.toContainText("Fix in the next release");
    await expectNoSeriousViolations(page, "Settings → Support, Your feedback");
  });
}
