import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { PNG } from "pngjs";
import { messages } from "#core/messages.ts";
import { saveHunter, sharePath } from "../hunters/hunters-api.ts";
import { registerAndVerify } from "../support/fixtures.ts";

// docs/product.md#build-cards: a player saves a shared build's card as a file or on the clipboard, and
// the share toast says the link shows a preview.

const readPng = async (path: string) => PNG.sync.read(await readFile(path));

test("a visitor downloads a public build's card as a 1200×630 PNG named after the hunter", async ({
  page,
  browser,
}) => {
  await registerAndVerify(page);
  const hunter = await saveHunter(page, 0, {
    hunterName: "Card Ranger",
    general: { hunterRarity: "Ultimate", hunterClass: "Ranger", hunterPurpose: "Boss runs" },
  });
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(sharePath(hunter));
  await expect(visitor.getByRole("heading", { level: 1, name: "Card Ranger" })).toBeVisible();
  const [download] = await Promise.all([
    visitor.waitForEvent("download"),
    visitor.getByRole("button", { name: "Download image of Card Ranger" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Card Ranger.png");
  const png = await readPng(await download.path());
  expect([png.width, png.height]).toEqual([1200, 630]);
  await visitor.context().close();
});

test("the owner copies the card as an image and the share toast says a preview will show", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await registerAndVerify(page);
  const hunter = await saveHunter(page, 0, { hunterName: "Clip Mage", general: { hunterClass: "Mage" } });
  await page.goto(sharePath(hunter));
  await page.getByRole("button", { name: "Copy image of Clip Mage" }).click();
  await expect(page.getByText("Image copied!")).toBeVisible();
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const blob = await item?.getType("image/png");
    const bitmap = blob ? await createImageBitmap(blob) : null;
    return bitmap ? [bitmap.width, bitmap.height] : null;
  });
  expect(copied).toEqual([1200, 630]);

  await page.getByRole("button", { name: "Share hunter" }).click();
  await expect(page.getByText(messages.shareLinkCopied)).toBeVisible();
  await expect(page.getByText("Pasted in a chat, the link shows a preview of the build.")).toBeVisible();
});

test("a private build offers no card, and a public profile downloads its own", async ({ page }) => {
  const owner = await registerAndVerify(page);
  const hidden = await saveHunter(page, 0, { hunterName: "Hidden One", isPublic: false });
  await page.goto(sharePath(hidden));
  await expect(page.getByRole("heading", { level: 1, name: "Hidden One" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Download image/ })).toHaveCount(0);

  const nickname = owner.nickname.toLowerCase();
  await page.goto(`/profile/${nickname}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: `Download image of ${nickname}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${nickname}.png`);
  const png = await readPng(await download.path());
  expect([png.width, png.height]).toEqual([1200, 630]);
});
