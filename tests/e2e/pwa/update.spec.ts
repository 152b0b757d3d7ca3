import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { InventoryPage } from "../inventory/inventory-page.ts";
import { waitForDeviceCopy } from "../support/device-copy.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { precachedShellRevisions, shipRelease, waitForWorker } from "./support.ts";

test.use({ serviceWorkers: "allow" });

test("an open app offers the new version when one is deployed, and switches only when asked", async ({
  page,
}) => {
  await page.goto("/login");
  await waitForWorker(page);
  const release = shipRelease();
  try {
    await page.reload();
    const prompt = page.getByText("A new version is available");
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(before).toBeTruthy();
    await page.getByRole("button", { name: "Reload" }).click();
    await expect(prompt).toBeHidden();
    // The new worker took over and the page reloaded on it: nothing is left waiting.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && navigator.serviceWorker.controller !== null;
        }),
      )
      .toBe(true);
    await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
  } finally {
    release.undo();
  }
});

// docs/decisions.md#2026-11-24-a-new-version-never-strands-a-waiting-change: switching to a new version with
// a change still waiting on the device neither loses it nor sends it twice. The switch happens offline, the
// hardest case: the page reloads from the new worker's cache.
test("a change queued offline survives the switch to a new version and reaches the server once", async ({
  page,
  context,
}) => {
  await registerAndVerify(page);
  await waitForWorker(page);
  const inventory = new InventoryPage(page);
  await inventory.goto();
  await waitForDeviceCopy(page, '["inventory"]');
  const release = shipRelease();
  try {
    await page.reload();
    const prompt = page.getByText(messages.appUpdateAvailable);
    await expect(prompt).toBeVisible({ timeout: 20_000 });

    await context.setOffline(true);
    await inventory.addItem({ type: "Belt", rarity: "Rare", quality: "Fine", attributes: [["HP", "4"]] });
    await expect(inventory.card("Rare Belt").getByText(messages.waitingToSync)).toBeVisible();

    await page.getByRole("button", { name: messages.appUpdateReload }).click();
    await expect(prompt).toBeHidden();
    // The new worker controls the reloaded page and dropped the old version's files; the change is still
    // on the device, waiting.
    await expect.poll(() => precachedShellRevisions(page)).toEqual([release.mark]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(inventory.card("Rare Belt").getByText(messages.waitingToSync)).toBeVisible();

    await context.setOffline(false);
    const onServer = async () =>
      ((await (await page.request.get("/api/inventory")).json()) as { count: number }).count;
    // The badge also goes for a moment while the list is read again, before the change is sent: the server's
    // own count says it arrived (a reload then could cut the send short, and the count read after it be 0).
    await expect.poll(onServer).toBe(1);
    await expect(page.getByText(messages.waitingToSync)).toHaveCount(0);
    await page.reload();
    await expect(inventory.card("Rare Belt")).toBeVisible();
    expect(await onServer()).toBe(1);
  } finally {
    release.undo();
  }
});
