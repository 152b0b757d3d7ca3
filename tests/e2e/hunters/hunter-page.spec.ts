import { expect, type Page, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { currentMe, registerAndVerify } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";
import { admin } from "./admin.ts";
import { allEngraved, saveHunter, sharePath } from "./hunters-api.ts";

const build = {
  hunterName: "Dawn Ranger",
  general: {
    hunterRarity: "Legendary",
    hunterClass: "Ranger",
    hunterPurpose: "Boss runs",
    hunterAtkSpdRarity: "Purple",
    characteristic: "Nimble",
    trait: 2,
    technology: 4,
    guild: 5,
  },
  items: {
    ...allEngraved(),
    Weapon: {
      rarity: "Legendary",
      quality: "Flawless",
      engraved: true,
      baseAtkSpd: "2",
      attributes: [{ type: "ATK SPD", value: 5 }],
    },
  },
  traits: { Quicken: 2, Curse: 3 },
  paragon: { secondSkill: "Volley", tree: ["1-1", "2-3"] },
  sets: [
    { name: "Justice", level: 2 },
    { name: "", level: 1 },
    { name: "", level: 1 },
  ],
};

// What a visitor signed out sees of the build: the app's page, and the same page the server draws before the
// app's script runs
// (docs/decisions.md#2026-11-25-the-server-draws-a-shared-build-with-the-apps-own-components; with scripts
// off it is all there is).
async function expectWholeBuild(guest: Page, nickname: string) {
  await expect(guest.getByRole("heading", { level: 1, name: "Dawn Ranger" })).toBeVisible();
  await expect(guest.getByText("Boss runs")).toBeVisible();
  await expect(guest.getByRole("link", { name: nickname })).toHaveAttribute(
    "href",
    `/profile/${nickname.toLowerCase()}`,
  );
  await expect(guest.getByText(messages.createdBy)).toBeVisible();
  await expect(guest.getByRole("link", { name: "Edit hunter" })).toHaveCount(0);
  await expect(guest.getByRole("link", { name: "Log in" })).toBeVisible();

  const general = guest.getByRole("region", { name: "General" });
  await expect(general).toContainText("Purple");
  await expect(general).toContainText("Nimble");
  await expect(general).toContainText("Level 2");
  // 2 x (1 - (5 ATK SPD + 4 tech + 5 guild + 3 Nimble + 15 Purple) / 100) / 1.08 = 1.2593
  await expect(guest.getByTestId("actual-atk-spd")).toHaveText("1.2593");
  await expect(guest.getByRole("region", { name: "Build Summary" })).toContainText("ATK SPD5.00%");
  const equipment = guest.getByRole("region", { name: "Equipment" });
  await expect(equipment).toContainText(messages.fullyEngraved);
  await expect(equipment.getByRole("article", { name: "Weapon" })).toContainText("Flawless");
  const paragon = guest.getByRole("region", { name: "Paragon" });
  await expect(paragon).toContainText("Volley");
  await expect(paragon).toContainText(messages.notAvailable);
  await expect(paragon.locator("[data-selected=true]")).toHaveCount(2);
  await expect(paragon.locator('[data-node-id="2-3"]')).toHaveAttribute("data-selected", "true");
  await expect(guest.getByRole("region", { name: "Traits" })).toContainText("CurseLv 3");
  await expect(guest.getByRole("region", { name: "Set Effects" })).toContainText(
    "Increases Damage to Monsters by 10%",
  );
}

test("a shared link opens in a logged-out browser with the whole build", async ({ page, browser }) => {
  const owner = await registerAndVerify(page);
  // Traits, Paragon and Set are VIP tabs: a free player's save keeps their defaults.
  await admin("grant-vip", owner.email, "--lifetime");
  const hunter = await saveHunter(page, 0, build);

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(sharePath(hunter));
  await expectWholeBuild(guest, owner.nickname);
  // The app's page has replaced the server's drawing: one page, its buttons working.
  await expect(guest.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(guest.getByRole("button", { name: "Back" })).toBeEnabled();
  await visitor.close();

  // Before (and without) the app's script: the server's drawing of the same page, its buttons greyed.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const early = await noScript.newPage();
  await early.goto(sharePath(hunter));
  await expectWholeBuild(early, owner.nickname);
  await expect(early.getByRole("button", { name: "Back" })).toBeDisabled();
  await noScript.close();

  // In the visitor's language, as the app would draw it.
  const german = await browser.newContext({ javaScriptEnabled: false, locale: "de-DE" });
  const deutsch = await german.newPage();
  await deutsch.goto(sharePath(hunter));
  await expect(deutsch.getByRole("heading", { level: 1, name: "Dawn Ranger" })).toBeVisible();
  await expect(deutsch.getByText("Erstellt von")).toBeVisible();
  await expect(deutsch.getByRole("link", { name: "Anmelden" })).toBeVisible();
  await german.close();
});

test("a private link shows the Protected Build overlay and returns to the build after login", async ({
  page,
  browser,
}) => {
  const owner = await registerAndVerify(page);
  const hunter = await saveHunter(page, 0, { hunterName: "Hidden Blade", isPublic: false });

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto(sharePath(hunter));
  await expect(guest.getByRole("heading", { name: messages.protectedBuild })).toBeVisible();
  await guest.getByRole("button", { name: messages.goToLoginRegister }).click();
  await expect(guest).toHaveURL(/\/login$/);
  await new LoginPage(guest).login(owner.email, owner.password);
  await expect(guest).toHaveURL(new RegExp(`${sharePath(hunter)}$`));
  await expect(guest.getByRole("heading", { level: 1, name: "Hidden Blade" })).toBeVisible();
  await expect(guest.getByRole("link", { name: "Edit hunter" })).toHaveAttribute(
    "href",
    `/builder?hunter=${hunter.id}`,
  );
  await visitor.close();
});

test("another signed-in player sees a private build as private, and broken links say so", async ({
  page,
  browser,
}) => {
  await registerAndVerify(page);
  const hunter = await saveHunter(page, 0, { hunterName: "Secret Sage", isPublic: false });

  const other = await browser.newContext();
  const stranger = await other.newPage();
  await registerAndVerify(stranger);
  await stranger.goto(sharePath(hunter));
  await expect(stranger.getByText(messages.hunterPrivateBuild)).toBeVisible();
  await expect(stranger.getByText("Secret Sage")).toHaveCount(0);

  await stranger.goto(`/hunter/${hunter.userId}/no-such-hunter`);
  await expect(stranger.getByText(messages.hunterNotFound)).toBeVisible();
  await stranger.goto(`/hunter/${hunter.userId}/bad%20id!`);
  await expect(stranger.getByText(messages.invalidHunterLink)).toBeVisible();
  await other.close();
});

test("the owner shares a private build from its page: it becomes public and the link is copied", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await registerAndVerify(page);
  const me = await currentMe(page);
  const hunter = await saveHunter(page, 0, { hunterName: "Night Owl", isPublic: false });
  await page.goto(sharePath(hunter));
  await expect(page.getByRole("heading", { level: 1, name: "Night Owl" })).toBeVisible();
  await expect(page.getByText("Private", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Share hunter" }).click();
  await expect(page.getByText(messages.shareLinkCopied)).toBeVisible();
  await expect(page.getByText("Public", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/hunter/${me.id}/${hunter.id}`,
  );
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});
