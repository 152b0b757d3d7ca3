import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { readableColor } from "#web/lib/readable-color.ts";
import { currentMe, registerAndVerify } from "../support/fixtures.ts";
import { admin } from "./admin.ts";
import { allEngraved, saveHunter, sharePath } from "./hunters-api.ts";
import { RosterPage } from "./roster-page.ts";

const tints = (
  JSON.parse(readFileSync("data/game-data.json", "utf8")) as { itemRarity: { color: string }[] }
).itemRarity.map((r) => r.color);
const asCss = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

test("a free player's roster has 5 slots, offers only the first empty one and shows locked VIP slots", async ({
  page,
}) => {
  await registerAndVerify(page);
  const roster = new RosterPage(page);
  await roster.goto();

  await expect(roster.overview()).toContainText(messages.noHunters);
  const hunters = roster.section("Hunters");
  await expect(hunters).toContainText("0 / 5");
  const offered = hunters.getByRole("link", { name: /New Hunter/ });
  await expect(offered).toHaveCount(1);
  await expect(offered).toContainText(messages.slotLabel(1));
  await expect(offered).toHaveAttribute("href", "/builder?slot=0");
  for (const n of [2, 3, 4, 5])
    await expect(hunters.getByText(messages.slotLabel(n), { exact: true })).toBeVisible();
  await expect(hunters.getByRole("link", { name: messages.buySlots })).toHaveAttribute("href", "/upgrade");

  const vip = roster.section("VIP Hunter");
  // The locked VIP slots fold into one line with their count.
  const locked = vip.getByRole("link", { name: "15 more slots with VIP" });
  await expect(locked).toHaveCount(1);
  await expect(vip.getByRole("link", { name: /New Hunter/ })).toHaveCount(0);
  await locked.click();
  await expect(page).toHaveURL(/\/upgrade$/);

  await page.goto("/");
  await roster
    .section("Hunters")
    .getByRole("link", { name: /New Hunter/ })
    .click();
  await expect(page).toHaveURL(/\/builder\?slot=0$/);
});

test("the overview counts the saved hunters and each card shows its build", async ({ page }) => {
  await registerAndVerify(page);
  const me = await currentMe(page);
  const first = await saveHunter(page, 0, {
    hunterName: "Star Mage",
    general: { hunterRarity: "Ultimate", hunterClass: "Mage", hunterPurpose: "PvE" },
    items: allEngraved(),
  });
  await saveHunter(page, 1, {
    hunterName: "Iron Wall",
    general: { hunterRarity: "Rare", hunterClass: "Warrior", hunterPurpose: "PvP", characteristic: "Swift" },
  });
  await saveHunter(page, 3, {
    hunterName: "Quiet Bow",
    isPublic: false,
    general: { hunterRarity: "Ultimate", hunterClass: "Archer", hunterPurpose: "PvE" },
  });
  const roster = new RosterPage(page);
  await roster.goto();

  await expect(roster.counts("By Purpose")).toHaveText(["PvE2", "PvP1"]);
  await expect(roster.counts("By Class")).toHaveText(["Warrior1", "Mage1", "Archer1"]);
  await expect(roster.counts("By Rarity")).toHaveText(["Rare1", "Ultimate2"]);
  await expect(roster.counts("By Rarity").getByText("Ultimate")).toHaveClass(/shiny/);
  // The class colour as text: its readable variant on the theme's tinted surfaces
  // (docs/decisions.md#2026-11-23-game-colours-readable-in-both-themes-the-axe-check-runs-in-both).
  await expect(roster.counts("By Class").getByText("Warrior")).toHaveCSS(
    "color",
    asCss(readableColor("#e8674f", "dark", tints)),
  );

  const hunters = roster.section("Hunters");
  await expect(hunters).toContainText("3 / 5");
  await expect(hunters.getByRole("link", { name: /New Hunter/ })).toHaveAttribute("href", "/builder?slot=2");

  const star = roster.card("Star Mage");
  await expect(star).toContainText(messages.fullyEngraved);
  await expect(star).toContainText("Ultimate");
  await expect(star).toContainText("Mage");
  await expect(star.getByText("Characteristic").locator("..")).toContainText(messages.notAvailable);
  await expect(star).toContainText("Public");
  await expect(roster.card("Iron Wall")).toContainText("Swift");
  await expect(roster.card("Iron Wall")).not.toContainText(messages.fullyEngraved);
  await expect(roster.card("Quiet Bow")).toContainText("Private");

  await expect(star.getByRole("link", { name: "Edit Star Mage" })).toHaveAttribute(
    "href",
    `/builder?hunter=${first.id}`,
  );
  await star.getByRole("link", { name: "Open hunter page" }).focus();
  await star.getByRole("link", { name: "Open hunter page" }).click();
  await expect(page).toHaveURL(sharePath({ userId: me.id, id: first.id }));
  await expect(page.getByRole("heading", { level: 1, name: "Star Mage" })).toBeVisible();
});

test("the card's actions appear on hover, stay reachable by keyboard, and toggle and share", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await registerAndVerify(page);
  const hunter = await saveHunter(page, 0, { hunterName: "Shadow Fox" });
  const roster = new RosterPage(page);
  await roster.goto();
  const actions = roster.actions("Shadow Fox");

  await page.mouse.move(0, 0);
  await expect(actions).toHaveCSS("opacity", "0");
  await roster.card("Shadow Fox").hover();
  await expect(actions).toHaveCSS("opacity", "1");
  await page.mouse.move(0, 0);
  await roster.card("Shadow Fox").getByRole("link", { name: "Shadow Fox" }).focus();
  await page.keyboard.press("Tab");
  await expect(roster.card("Shadow Fox").getByRole("link", { name: "Open hunter page" })).toBeFocused();
  await expect(actions).toHaveCSS("opacity", "1");

  await roster.card("Shadow Fox").getByRole("button", { name: "Make private" }).click();
  await expect(page.getByText(messages.hunterPrivate)).toBeVisible();
  await expect(roster.card("Shadow Fox")).toContainText("Private");

  // Sharing a private hunter makes it public first, then copies its link.
  await roster.card("Shadow Fox").getByRole("button", { name: "Share hunter" }).click();
  await expect(page.getByText(messages.shareLinkCopied)).toBeVisible();
  await expect(roster.card("Shadow Fox")).toContainText("Public");
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(page.url()).origin}${sharePath(hunter)}`);

  await roster.card("Shadow Fox").getByRole("button", { name: "Make private" }).click();
  await roster.card("Shadow Fox").getByRole("button", { name: "Make public" }).click();
  await expect(page.getByText(messages.hunterPublic)).toBeVisible();
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the card's actions are always shown and work with a tap", async ({ page }) => {
    // The sign-up fixture expects the wide sidebar; the roster itself is checked at 390 px.
    await page.setViewportSize({ width: 1280, height: 800 });
    await registerAndVerify(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveHunter(page, 0, { hunterName: "Tap Knight" });
    const roster = new RosterPage(page);
    await roster.goto();
    await expect(roster.actions("Tap Knight")).toHaveCSS("opacity", "1");
    await roster.card("Tap Knight").getByRole("button", { name: "Make private" }).tap();
    await expect(page.getByText(messages.hunterPrivate)).toBeVisible();
  });

  test("tapping one's own hunter edits it; its read-only page is one tap away and puts Edit first", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await registerAndVerify(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const hunter = await saveHunter(page, 0, { hunterName: "Tap Knight" });
    const roster = new RosterPage(page);
    await roster.goto();

    await roster.card("Tap Knight").getByRole("link", { name: "Tap Knight" }).tap();
    await expect(page).toHaveURL(new RegExp(`/builder\\?hunter=${hunter.id}$`));
    await expect(page.getByLabel("Hunter Name")).toHaveValue("Tap Knight");

    await roster.goto();
    await roster.card("Tap Knight").getByRole("link", { name: "Open hunter page" }).tap();
    await expect(page).toHaveURL(new RegExp(`${sharePath(hunter)}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Tap Knight" })).toBeVisible();
    // The owner's first button edits; Back, Share, the card images and the rest follow.
    const edit = page.getByRole("link", { name: "Edit hunter" });
    await expect(edit).toBeVisible();
    const first = page
      .getByRole("heading", { level: 1 })
      .locator("xpath=ancestor::section[1]")
      .locator(":is(a, button):not([href^='/profile/'])")
      .first();
    await expect(first).toHaveAccessibleName("Edit hunter");
    await edit.tap();
    await expect(page).toHaveURL(new RegExp(`/builder\\?hunter=${hunter.id}$`));
  });
});

test("after VIP lapses, a hunter in a VIP slot stays, read-only, and can still be shared", async ({
  page,
}) => {
  const user = await registerAndVerify(page);
  await admin("grant-vip", user.email, "--lifetime");
  await saveHunter(page, 5, { hunterName: "Gilded Lance" });
  const roster = new RosterPage(page);
  await roster.goto();
  const vip = roster.section("VIP Hunter");
  await expect(vip).toContainText("1 / 15");
  await expect(vip.getByRole("link", { name: /New Hunter/ })).toHaveAttribute("href", "/builder?slot=6");

  await admin("revoke-vip", user.email);
  await roster.goto();
  const card = roster.card("Gilded Lance");
  await expect(card).toContainText(messages.readOnlyHunter);
  await expect(card.getByRole("link", { name: /Edit/ })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Share hunter" })).toBeVisible();
  await expect(vip.getByRole("link", { name: "14 more slots with VIP" })).toBeVisible();

  await card.getByRole("link", { name: "Gilded Lance" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gilded Lance" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Share hunter" })).toBeVisible();
  // The owner's own copy has loaded once its history shows (a live stream keeps the network busy for good).
  await expect(
    page.getByRole("region", { name: messages.historyTitle }).getByText(messages.historyCurrent),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit hunter" })).toHaveCount(0);
});
