import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { saveHunter, sharePath } from "../hunters/hunters-api.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";

// docs/decisions.md#2026-11-24-compare-two-builds: two builds side by side, differences highlighted, the
// summary as deltas.

type Page = import("@playwright/test").Page;
// A row by its header, on the page or inside one table (the `has` locator is relative, so it starts at the page).
const row = (page: Page, name: string, scope: Page | import("@playwright/test").Locator = page) =>
  scope.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });

test("a player compares two of their hunters from the hunter page and sees what differs", async ({
  page,
}) => {
  await registerAndVerify(page);
  const slow = await saveHunter(page, 0, { hunterName: "Slow Ranger", general: { guild: 5 } });
  const fast = await saveHunter(page, 1, {
    hunterName: "Fast Ranger",
    general: { guild: 3 },
    items: { Ring: { rarity: "Legendary", attributes: [{ type: "ATK SPD", value: 7 }] } },
  });

  await page.goto(sharePath(slow));
  await page.getByRole("link", { name: `${messages.compareAction} Slow Ranger` }).click();
  await expect(page.getByRole("heading", { name: messages.comparePickTitle })).toBeVisible();
  await page.getByRole("link", { name: /Fast Ranger/ }).click();

  await expect(page.getByRole("region", { name: "Build A" })).toContainText("Slow Ranger");
  await expect(page.getByRole("region", { name: "Build B" })).toContainText("Fast Ranger");
  // The ring's ATK SPD line differs, lined up by stat, and the summary shows ATK SPD's delta.
  const ring = page.getByRole("table", { name: "Ring" });
  await expect(row(page, "ATK SPD", ring).getByRole("cell")).toHaveText(["—", "7.00%"]);
  const summary = page.getByRole("table").first();
  await expect(row(page, "ATK SPD", summary)).toContainText("+7.00%");
  // The actual speed and the missing ATK SPD show their deltas too: a faster ring lowers both.
  await expect(row(page, messages.compareAttackSpeed, summary).getByRole("cell").last()).toHaveText(
    /^-0\.\d{4}$/,
  );
  await expect(row(page, messages.compareMissing, summary).getByRole("cell").last()).toHaveText(
    /^-\d+\.\d{2}%$/,
  );
  await expect(row(page, "Guild")).toContainText("53");
  await expectNoSeriousViolations(page, "compare two builds");

  // Only differences hides the equal lines and folds away nothing that differs.
  await expect(row(page, "Technology")).toHaveCount(1);
  await page.getByRole("switch", { name: messages.compareOnlyDifferences }).click();
  await expect(row(page, "Technology")).toHaveCount(0);
  await expect(row(page, "Guild")).toHaveCount(1);

  await page.getByRole("link", { name: "Swap A and B" }).click();
  await expect(page.getByRole("region", { name: "Build A" })).toContainText("Fast Ranger");
  await expect(row(page, "ATK SPD", page.getByRole("table").first())).toContainText("-7.00%");
  expect(new URL(page.url()).searchParams.get("a")).toBe(`${fast.userId}/${fast.id}`);
});

test("a shared public build compares with another player's, a private one stays hidden", async ({
  page,
  browser,
}) => {
  await registerAndVerify(page);
  const mine = await saveHunter(page, 0, { hunterName: "My Archer" });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await registerAndVerify(otherPage);
  const shared = await saveHunter(otherPage, 0, { hunterName: "Their Archer", isPublic: true });
  const hidden = await saveHunter(otherPage, 1, { hunterName: "Their Secret", isPublic: false });
  await other.close();

  // From the roster card, pasting the shared build's link in the picker.
  await page.goto("/");
  await page
    .getByRole("article")
    .filter({ hasText: "My Archer" })
    .getByRole("link", { name: "Compare hunter" })
    .click();
  await page.getByLabel("Build link").fill(`http://localhost${sharePath(shared)}`);
  await page.getByRole("button", { name: messages.comparePasteAction }).click();
  await expect(page.getByRole("region", { name: "Build B" })).toContainText("Their Archer");
  await expect(row(page, "Name")).toContainText("Their Archer");

  await page.goto(`/compare?a=${mine.userId}/${mine.id}&b=${hidden.userId}/${hidden.id}`);
  await expect(page.getByRole("region", { name: "Build B" })).toContainText(messages.hunterPrivateBuild);
  await expect(page.getByText("Their Secret")).toHaveCount(0);

  await page.goto("/compare?a=not-a-ref");
  await expect(page.getByText(messages.compareInvalidLink)).toBeVisible();
});
