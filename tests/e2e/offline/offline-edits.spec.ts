import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import type { Preset } from "#core/schemas/presets.ts";
import { BuilderPage } from "../builder/builder-page.ts";
import { grantVip } from "../builder/vip.ts";
import { saveHunter } from "../hunters/hunters-api.ts";
import { InventoryPage } from "../inventory/inventory-page.ts";
import { waitForWorker } from "../pwa/support.ts";
import { waitForDeviceCopy } from "../support/device-copy.ts";
import { login, registerAndVerify } from "../support/fixtures.ts";
import { addItem } from "../support/inventory-api.ts";
import type { TestUser } from "../support/users.ts";

// docs/decisions.md#2026-11-24-edits-made-offline, with the network really off (context.setOffline): kept on
// the device through a reload, sent in order when the network returns, and nothing overwritten without the
// player's choice.
test.use({ serviceWorkers: "allow" });

const waitingStatus = (page: Page) => page.getByRole("status").filter({ hasText: /waiting to sync$/ });

// The app installed and the player's data on the device (holding `text`), as after an earlier online visit.
async function installWith(page: Page, text: string) {
  await waitForWorker(page);
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await waitForDeviceCopy(page, '["inventory"]');
  await page.goto("/");
  await expect(page.getByRole("heading", { name: messages.huntersSection })).toBeVisible();
  await waitForDeviceCopy(page, text);
}

async function renameOffline(page: Page, hunter: HunterRecord, name: string) {
  const builder = new BuilderPage(page);
  await builder.gotoHunter(hunter.id);
  await page.getByLabel("Hunter Name").fill(name);
  await page.getByRole("button", { name: /^(Save|Update) Hunter$/ }).click();
  await expect(page.getByText(messages.savedOnDevice)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

// A new player with one hunter, the app installed with it on the device.
async function playerWithHunter(page: Page, hunterName: string) {
  const user = await registerAndVerify(page);
  const hunter = await saveHunter(page, 0, { hunterName });
  await installWith(page, hunterName);
  return { user, hunter };
}

// The hunter as the server holds it now.
async function storedHunter(device: Page, id: string) {
  const answer = await device.request.get("/api/hunters");
  const list = (await answer.json()) as HunterRecord[];
  return list.find((h) => h.id === id);
}

// A write from another device, with that device's Origin as its browser would send it.
const putFrom = (device: Page, path: string, data: unknown) =>
  device.request.put(path, { data, headers: { Origin: new URL(device.url()).origin } });

// Another device of the same player: its own browser context, signed in with the same account.
async function otherDevice(browser: Browser, baseURL: string | undefined, user: TestUser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await login(page, user);
  return { page, close: () => context.close() };
}

type TwoDevices = { page: Page; context: BrowserContext; browser: Browser; baseURL: string | undefined };

// "Storm Mage" renamed "Phone Mage" on this device with the network off, while another device of the player's
// sets its guild to 7 (and renames it `otherName`, if given). The network is still off: the test brings it back.
async function editedOnTwoDevices({ page, context, browser, baseURL }: TwoDevices, otherName?: string) {
  const { user, hunter } = await playerWithHunter(page, "Storm Mage");
  await context.setOffline(true);
  await renameOffline(page, hunter, "Phone Mage");
  const other = await otherDevice(browser, baseURL, user);
  const saved = await putFrom(other.page, `/api/hunters/${hunter.id}`, {
    hunter: {
      ...hunter,
      ...(otherName === undefined ? {} : { hunterName: otherName }),
      general: { ...hunter.general, guild: 7 },
    },
  });
  expect(saved.status()).toBe(200);
  return { hunter, other };
}

test("a hunter saved and an item added offline survive a reload and reach the server when back online", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const { user, hunter } = await playerWithHunter(page, "Dawn Archer");

  await context.setOffline(true);
  await renameOffline(page, hunter, "Dusk Archer");
  const card = page.getByRole("article").filter({ hasText: "Dusk Archer" });
  await expect(card.getByText(messages.waitingToSync)).toBeVisible();

  const inventory = new InventoryPage(page);
  await inventory.goto();
  await inventory.addItem({ type: "Belt", rarity: "Rare", quality: "Fine", attributes: [["HP", "4"]] });
  await expect(inventory.card("Rare Belt").getByText(messages.waitingToSync)).toBeVisible();
  await expect(waitingStatus(page)).toHaveText(messages.waitingCount(2));

  // Kept on the device: a reload with the network still off shows both changes, still waiting.
  await page.reload();
  await expect(inventory.card("Rare Belt")).toBeVisible();
  await expect(waitingStatus(page)).toHaveText(messages.waitingCount(2));
  await page.goto("/");
  await expect(page.getByText("Dusk Archer")).toBeVisible();

  await context.setOffline(false);
  await expect(waitingStatus(page)).toHaveCount(0);
  await expect(page.getByText(messages.waitingToSync)).toHaveCount(0);
  const hunters = (await (await page.request.get("/api/hunters")).json()) as HunterRecord[];
  expect(hunters.map((h) => h.hunterName)).toEqual(["Dusk Archer"]);
  const items = (await (await page.request.get("/api/inventory")).json()) as { count: number };
  expect(items.count).toBe(1);

  const other = await otherDevice(browser, baseURL, user);
  await expect(other.page.getByText("Dusk Archer")).toBeVisible();
  await new InventoryPage(other.page).goto();
  await expect(other.page.getByRole("article", { name: "Rare Belt", exact: true })).toBeVisible();
  await other.close();
});

test("a hunter changed on another device meanwhile: both versions are shown and the player's choice is kept", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // The other device renames it too, and changes its guild, which this one left alone.
  const { hunter, other } = await editedOnTwoDevices({ page, context, browser, baseURL }, "Desktop Mage");

  await context.setOffline(false);
  const conflict = page.getByRole("article", { name: messages.conflictTitle });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByText(messages.conflictIntro("Desktop Mage"))).toBeVisible();
  // Only the name is asked about.
  await expect(conflict.getByText(messages.conflictBothChanged("Name"))).toBeVisible();
  await expect(conflict.getByRole("region", { name: messages.conflictMine })).toContainText("Phone Mage");
  await expect(conflict.getByRole("region", { name: messages.conflictTheirs })).toContainText("Desktop Mage");
  // Nothing was overwritten while the player had not chosen.
  await other.page.reload();
  await expect(other.page.getByText("Desktop Mage")).toBeVisible();

  await conflict.getByRole("button", { name: messages.keepMine }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByText("Phone Mage")).toBeVisible();
  await other.page.reload();
  await expect(other.page.getByText("Phone Mage")).toBeVisible();
  // Keeping mine kept the other device's guild: field by field, not the whole version.
  expect(await storedHunter(other.page, hunter.id)).toMatchObject({
    hunterName: "Phone Mage",
    general: { guild: 7 },
  });
  await other.close();
});

test("changes made on two devices to different fields merge without a question", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const { hunter, other } = await editedOnTwoDevices({ page, context, browser, baseURL });

  await context.setOffline(false);
  await expect
    .poll(() => storedHunter(other.page, hunter.id))
    .toMatchObject({ hunterName: "Phone Mage", general: { guild: 7 } });
  await expect(page.getByRole("article", { name: messages.conflictTitle })).toHaveCount(0);
  await other.close();
});

test("an item added offline into an inventory filled meanwhile comes back with the spec's message", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const user = await registerAndVerify(page);
  const inventory = new InventoryPage(page);
  for (let n = 0; n < 199; n++) await addItem(page, { itemType: "Hat", rarity: "Normal", attributes: [] });
  await installWith(page, '"itemType":"Hat"');

  await context.setOffline(true);
  await inventory.goto();
  await inventory.addItem({ type: "Boots", rarity: "Rare", quality: "Fine", attributes: [["HP", "4"]] });
  await expect(inventory.card("Rare Boots").getByText(messages.waitingToSync)).toBeVisible();

  const other = await otherDevice(browser, baseURL, user);
  await addItem(other.page, { itemType: "Hat", rarity: "Normal", attributes: [] });
  await other.close();

  await context.setOffline(false);
  const refused = page.getByRole("article", { name: messages.refusedTitle });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(messages.outboxAddItem("Rare", "Boots"));
  await expect(refused.getByRole("alert")).toHaveText(messages.inventoryFull);
  await expect(inventory.card("Rare Boots")).toHaveCount(0);

  await refused.getByRole("button", { name: messages.discardChange }).click();
  await expect(refused).toHaveCount(0);
  const items = (await (await page.request.get("/api/inventory")).json()) as { count: number };
  expect(items.count).toBe(200);
});

test("a preset updated offline while another device changed it shows both filter sets; 'Keep theirs' keeps the other's", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const user = await registerAndVerify(page);
  await grantVip(user.email);
  // Installed, as an offline player's app is: the code the offline save needs comes from the worker's cache
  // (the worker registers only once the first screen has settled, so it is waited for).
  await waitForWorker(page);
  const inventory = new InventoryPage(page);
  await inventory.goto();
  const filters = await inventory.openFilters();
  const presets = inventory.presets(filters);
  await inventory.chip("Item Type", "Belt", filters).click();
  await inventory.savePreset("Belts", filters);
  await expect(presets.getByText(messages.presetSaved("Belts"))).toBeVisible();
  await presets.getByRole("switch", { name: "Edit Presets" }).click();

  await context.setOffline(true);
  await inventory.chip("Item Type", "Boots", filters).click();
  await presets.getByRole("button", { name: "Update Preset" }).click();
  await expect(presets.getByText(messages.savedOnDevice)).toBeVisible();

  const other = await otherDevice(browser, baseURL, user);
  const [stored] = (await (await other.page.request.get("/api/presets")).json()) as Preset[];
  const elsewhere = await putFrom(other.page, `/api/presets/${stored?.id}`, {
    filters: { itemType: ["Hat"] },
  });
  expect(elsewhere.status()).toBe(200);

  await context.setOffline(false);
  const conflict = page.getByRole("article", { name: messages.conflictTitle });
  await expect(conflict.getByText(messages.conflictIntro("Belts"))).toBeVisible();
  await expect(conflict.getByRole("region", { name: messages.conflictMine })).toContainText("Belt, Boots");
  await expect(conflict.getByRole("region", { name: messages.conflictTheirs })).toContainText("Hat");

  await conflict.getByRole("button", { name: messages.keepTheirs }).click();
  await expect(conflict).toHaveCount(0);
  const [kept] = (await (await other.page.request.get("/api/presets")).json()) as Preset[];
  expect(kept?.filters.itemType).toEqual(["Hat"]);
  await other.close();
});
