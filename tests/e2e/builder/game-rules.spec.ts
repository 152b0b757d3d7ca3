import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type BrowserContext, expect, test } from "@playwright/test";
import type { GameData } from "#core/game-data/schema.ts";
import { freePort, runAdmin, startServerProcess } from "../../integration/support/processes.ts";
import { saveHunter, sharePath } from "../hunters/hunters-api.ts";
import { InventoryPage } from "../inventory/inventory-page.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { BuilderPage } from "./builder-page.ts";

// The game's rules on every value (docs/product.md#the-games-rules-on-every-value), as a player meets them: a
// field says the bound as it is typed, the server's refusal names the field and the bound, and a build stored
// before the rule carries the mark on its hunter page. The game data: a Normal item's attributeMax is 3, and a
// typed base speed stays within 1 to 3.

test("a player types past the game's bound, reads it under the field, and the save is refused until fixed", async ({
  page,
}) => {
  await registerAndVerify(page);
  const inventory = new InventoryPage(page);
  await inventory.goto();
  await inventory.addButton().click();
  await inventory.fillItem({ type: "Ring", rarity: "Normal", quality: "Worn", attributes: [["ATK", "4"]] });
  const dialog = inventory.dialog();
  const value = dialog.getByLabel("Attribute 1 value", { exact: true });
  await expect(value).toHaveAccessibleDescription("4 is above the game's maximum of 3.");
  await dialog.getByRole("button", { name: "Save Item" }).click();
  const refusal = dialog.getByRole("alert");
  await expect(refusal).toContainText("Not saved: the game does not allow these values.");
  await expect(refusal).toContainText("Ring, attribute 1: 4 is above the game's maximum of 3.");
  await expectNoSeriousViolations(page, "add item refused outside the game's rules");

  await value.fill("3");
  await expect(value).not.toHaveAccessibleDescription(/maximum/);
  await expect(refusal).toBeHidden();
  await dialog.getByRole("button", { name: "Save Item" }).click();
  await expect(dialog).toBeHidden();
  await expect(inventory.card("Normal Ring")).toContainText("ATK+3%");
  await expect(inventory.title()).toHaveText("Inventory (1 / 200)");

  // The builder's base speed says its bound as typed, the build says what is wrong, and a save is refused.
  const builder = new BuilderPage(page);
  await builder.gotoSlot(0);
  await builder.open("Items");
  const weapon = builder.card("Weapon");
  await builder.fill("Base Attack Speed", "3.5", weapon);
  await expect(builder.field("Base Attack Speed", weapon)).toHaveAccessibleDescription(
    "3.5 is outside the game's range of 1 to 3.",
  );
  const note = page.getByRole("region", { name: "Outside the game's rules" });
  await expect(note).toContainText("Weapon, base attack speed: 3.5 is outside the game's range of 1 to 3.");
  await builder.saveButton().click();
  await expect(page.getByText("Outside the game's rules: items.Weapon.baseAtkSpd 3.5 > 3.")).toBeVisible();
  await builder.fill("Base Attack Speed", "2.5", weapon);
  await expect(note).toBeHidden();
  await builder.saveButton().click();
  await expect(page.getByText("Hunter saved successfully!")).toBeVisible();
});

test.describe("a build stored before the rule", () => {
  // A server of its own: its game data changes under a stored build, as an operator's import would.
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  let dataDir: string;
  let url: string;
  let context: BrowserContext;

  test.beforeAll(async () => {
    const port = await freePort();
    url = `http://localhost:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), "hunter-lodge-e2e-rules-"));
    const runDataDir = readFileSync(
      join(tmpdir(), `hunter-lodge-e2e-${process.env.E2E_PORT}.data-dir`),
      "utf8",
    );
    server = await startServerProcess({
      PORT: String(port),
      NODE_ENV: "test",
      BASE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIR: join(dirname(runDataDir.trim()), "web"),
      RATE_LIMIT: "off",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  test.beforeEach(async ({ browser }) => {
    context = await browser.newContext({ baseURL: url });
  });
  test.afterEach(async () => {
    await context.close();
  });

  test("shows its owner the mark and what is wrong on the hunter page", async () => {
    const page = await context.newPage();
    await registerAndVerify(page);
    const hunter = await saveHunter(page, 0, {
      hunterName: "Old Ranger",
      items: { Ring: { rarity: "Normal", attributes: [{ type: "ATK", value: 3 }] } },
    });
    await page.goto(sharePath(hunter));
    await expect(page.getByRole("heading", { name: "Old Ranger" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Outside the game's rules" })).toHaveCount(0);

    // The game data now lets a Normal item roll at most 2: the stored 3 is outside the rules.
    const gameData = JSON.parse(readFileSync("data/game-data.json", "utf8")) as GameData;
    const lowered = {
      ...gameData,
      itemRarity: gameData.itemRarity.map((r) => (r.name === "Normal" ? { ...r, attributeMax: 2 } : r)),
    };
    const file = join(dataDir, "lowered-game-data.json");
    writeFileSync(file, JSON.stringify(lowered));
    const imported = await runAdmin(["import-game-data", file], { NODE_ENV: "test", DATA_DIR: dataDir });
    expect(imported.code, imported.stderr).toBe(0);

    await page.reload();
    const note = page.getByRole("region", { name: "Outside the game's rules" });
    await expect(note).toContainText("Ring, attribute 1: 3 is above the game's maximum of 2.");
    await expect(note).toContainText("stays out of explore, meta and the leaderboards");
    await expectNoSeriousViolations(page, "hunter page outside the game's rules");
  });
});
