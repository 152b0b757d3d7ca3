import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { PHONE } from "../support/overflow.ts";
import { makeAdmin } from "../support/staff.ts";

// The console's Instance screen (docs/product.md#instance-and-backups): an admin reads what runs, sets the
// backup schedule and backs up now. The server is shared by every spec: another run may have left a
// schedule and backups, so the test waits for its own backup's file, not for the first one it sees.
for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`an admin sets a backup schedule, backs up now and sees its size (${viewport.width} px)`, async ({
    page,
  }) => {
    const user = await registerAndVerify(page);
    await makeAdmin(user.email);
    // After signing up, whose check looks for the desktop sidebar.
    await page.setViewportSize(viewport);

    await page.goto("/admin/instance");
    await expect(page.getByRole("heading", { level: 1, name: "Instance" })).toBeVisible();
    const status = page.getByRole("region", { name: "This instance" });
    await expect(status.getByText(/^Embedded \(PGlite\), \d+\.\d MB$/)).toBeVisible();
    await expect(status.getByText("Instances listening")).toBeVisible();

    const backups = page.getByRole("region", { name: "Backups" });
    await backups.getByLabel("Time (UTC)").fill("4:15");
    await backups.getByLabel("Backups to keep").fill("5");
    await backups.getByRole("button", { name: "Save schedule" }).click();
    await expect(
      backups.getByText("Please give the time as HH:MM (UTC), from 00:00 to 23:59."),
    ).toBeVisible();
    await backups.getByLabel("Time (UTC)").fill("04:15");
    await backups.getByRole("button", { name: "Save schedule" }).click();
    await expect(backups.getByText("Schedule saved.")).toBeVisible();
    await expect(
      backups.getByText(/^Every day at 04:15 UTC, keeping the last 5 backups\. Next: /),
    ).toBeVisible();

    // The file line names each backup apart (its time to the millisecond and its run).
    const where = backups.getByText(/\.backup on /);
    const before = (await where.count()) > 0 ? await where.textContent() : null;
    await backups.getByRole("button", { name: "Back up now" }).click();
    if (before) await expect(where).not.toHaveText(before);
    await expect(where).toContainText("/backups/hunter-lodge-");
    await expect(backups.getByText(/^Last backup: .+, \d+\.\d MB$/)).toBeVisible();
    await expect(backups.getByRole("button", { name: "Back up now" })).toBeEnabled();

    await expectNoSeriousViolations(page, "the console's Instance screen");
  });
}
