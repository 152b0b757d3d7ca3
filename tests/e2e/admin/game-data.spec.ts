import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { GameData } from "#core/game-data/schema.ts";
import { BuilderPage } from "../builder/builder-page.ts";
import { admin } from "../hunters/admin.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { PHONE } from "../support/overflow.ts";
import { makeAdmin } from "../support/staff.ts";

// The console's game data (docs/product.md#game-data-in-the-console): an admin uploads a changed file, reads
// its changes, tries it in the builder, publishes it and rolls back. The server is shared by every spec, so
// the shipped data is imported again after each test, whatever happened in it.
const SHIPPED = "data/game-data.json";
const shipped = JSON.parse(readFileSync(SHIPPED, "utf8")) as GameData;
const NEW_STAT = "Thorn Damage";

test.afterEach(async () => {
  await admin("import-game-data", SHIPPED);
});

function changedFile() {
  const data = structuredClone(shipped);
  data.attributes = [...data.attributes, NEW_STAT];
  const [set] = data.sets;
  // A new colour: the set changes, and every build that wears it is counted.
  if (set) set.color = "#123abc";
  return {
    name: "game-data-next.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(data)),
  };
}

// Whether the Weapon card's first attribute offers the new stat: what a player of that data could pick.
async function offersNewStat(builder: BuilderPage) {
  await builder.open("Items");
  // A weapon of a rarity shows its attribute rows.
  await builder.choose("Rarity", "Legendary", builder.card("Weapon"));
  return builder
    .card("Weapon")
    .getByLabel("Attribute 1", { exact: true })
    .locator("option", { hasText: NEW_STAT });
}

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`an admin previews, publishes and rolls back game data (${viewport.width} px)`, async ({ page }) => {
    // The whole round: two screens checked for accessibility, the builder opened four times.
    test.slow();
    const user = await registerAndVerify(page);
    await page.setViewportSize(viewport);
    await makeAdmin(user.email);
    // The version rolled back to at the end: the shipped file, imported on the command line.
    await admin("import-game-data", SHIPPED);

    await page.goto("/admin/game-data");
    await expect(page.getByRole("heading", { level: 1, name: "Game data" })).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem").first()).toContainText("by command line");

    await page.getByLabel("Game data file (JSON)").setInputFiles(changedFile());
    await page.getByLabel("Note", { exact: true }).fill("Thorn Damage arrives");
    await page.getByRole("button", { name: "Upload as draft" }).click();
    await expect(page.getByText("Uploaded as a draft.")).toBeVisible();

    const changes = page.getByRole("region", { name: "Changes against the served data" });
    await expect(changes.getByText("Thorn Damage arrives")).toBeVisible();
    await expect(changes.getByRole("region", { name: "Attributes" })).toContainText(`Added${NEW_STAT}`);
    const sets = changes.getByRole("region", { name: "Sets" });
    await expect(sets).toContainText(shipped.sets[0]?.name ?? "");
    await expect(sets).toContainText(/Builds: \d+ · items: \d+/);
    await expectNoSeriousViolations(page, "the console's game data");

    // The preview: the draft's data in the builder, and nothing can be saved.
    await changes.getByRole("link", { name: "Preview in the builder" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Preview of draft game data" })).toBeVisible();
    const builder = new BuilderPage(page);
    await builder.ready();
    await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
    await expect(await offersNewStat(builder)).toHaveCount(1);
    await expectNoSeriousViolations(page, "the builder's preview of draft game data");
    await page.getByRole("link", { name: "Back to game data" }).click();

    // Publish: every player's builder offers the new stat.
    await changes.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published: every instance serves this version now.")).toBeVisible();
    await expect(history.getByRole("listitem").first()).toContainText("Served now");
    await expect(async () => {
      await builder.gotoSlot(0);
      await expect(await offersNewStat(builder)).toHaveCount(1, { timeout: 1_000 });
    }).toPass();
    await expect(page.getByText("Preview of draft game data")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();

    // Roll back to the command line's import: the new stat is gone again.
    await page.goto("/admin/game-data");
    const earlier = history.getByRole("listitem").filter({ hasText: "by command line" }).first();
    await earlier.getByRole("button", { name: "Show changes" }).click();
    await changes.getByRole("button", { name: "Roll back to this version" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Roll back to this version" }).click();
    await expect(page.getByText("Rolled back: every instance serves this version now.")).toBeVisible();
    await expect(changes.getByText("This version is served now.")).toBeVisible();
    await expect(async () => {
      await builder.gotoSlot(0);
      await expect(await offersNewStat(builder)).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
  });
}
