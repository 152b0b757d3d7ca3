import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { allEngraved, saveHunter, sharePath } from "./hunters-api.ts";
import { RosterPage } from "./roster-page.ts";

test("the roster, a hunter page, the profile and the protected overlay have no serious violation", async ({
  page,
  browser,
}) => {
  test.slow();
  const user = await registerAndVerify(page);
  const roster = new RosterPage(page);
  await roster.goto();
  await expectNoSeriousViolations(page, "the empty roster");

  const shown = await saveHunter(page, 0, {
    hunterName: "Astra",
    general: { hunterRarity: "Ultimate", hunterClass: "Sharpshooter", hunterPurpose: "PvE" },
    items: allEngraved(),
  });
  const hidden = await saveHunter(page, 1, { hunterName: "Hidden", isPublic: false });
  await roster.goto();
  await roster.card("Astra").hover();
  await expectNoSeriousViolations(page, "the roster with hunters");

  await page.goto(sharePath(shown));
  await expect(page.getByRole("heading", { level: 1, name: "Astra" })).toBeVisible();
  await expectNoSeriousViolations(page, "the hunter page");

  await page.goto(`/profile/${user.nickname.toLowerCase()}`);
  await expect(page.getByText(messages.displayingPublicHunters(1))).toBeVisible();
  await expectNoSeriousViolations(page, "the public profile");

  const visitor = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const guest = await visitor.newPage();
  await guest.goto(sharePath(hidden));
  await expect(guest.getByRole("heading", { name: messages.protectedBuild })).toBeVisible();
  await expectNoSeriousViolations(guest, "the Protected Build overlay on a phone");
  await guest.goto(sharePath(shown));
  await expect(guest.getByRole("heading", { level: 1, name: "Astra" })).toBeVisible();
  await expectNoSeriousViolations(guest, "the hunter page on a phone");
  await visitor.close();
});
