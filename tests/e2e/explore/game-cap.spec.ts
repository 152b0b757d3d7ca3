import { expect, type Page, test } from "@playwright/test";
import { ITEM_SLOTS } from "#core/game-data/schema.ts";
import type { HunterInput, HunterRecord } from "#core/schemas/hunter.ts";
import type { HunterProof, VerificationReview } from "#core/schemas/verification.ts";
import type { DeepPartial } from "../../factories/hunter.ts";
import { screenshotPng } from "../../factories/proof-images.ts";
import { saveHunter, sharePath } from "../hunters/hunters-api.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { PHONE } from "../support/overflow.ts";
import { makeAdmin } from "../support/staff.ts";

// docs/product.md#the-games-fastest-attack-on-the-boards and #verified-builds-on-the-boards: a build whose
// formula gives 0.1350 s reads 0.2500 at the cap on the leaderboard, with the board's order in one line, and
// keeps its 0.1350 on its own page; "Verified only" narrows the board to builds a moderator verified.

const tag = () => Math.floor(Math.random() * 1e9).toString(36);

// Real game data: eight named Ultimate items, trait level 5, technology and guild 10: 0.1350 s by the formula.
const NAMED = ["Dawnbreaker", "Tear of the Abyss", "Ouroboros Ring", "Dragonscale Bulwark"];
const NAMED_TOO = ["Hands of the Reaper", "Skywalkers", "Diadem of Eternity", "Titan's Girdle"];
const pastTheCap = (hunterName: string): DeepPartial<HunterInput> => ({
  hunterName,
  general: {
    hunterRarity: "Ultimate",
    hunterClass: "Sharpshooter",
    hunterAtkSpdRarity: "Purple",
    characteristic: "Swift",
    trait: 5,
    technology: 10,
    guild: 10,
  },
  items: Object.fromEntries(
    ITEM_SLOTS.map((slot, i) => [
      slot,
      { rarity: "Ultimate", itemName: [...NAMED, ...NAMED_TOO][i], quality: "Flawless", skillLevel: 3 },
    ]),
  ),
});

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

// The owner sends a screenshot and asks; an admin (a moderator too) verifies it, as the console would.
async function verifyThroughModeration(owner: Page, admin: Page, hunter: HunterRecord) {
  const image = await owner.request.post(`/api/proof/hunters/${hunter.id}/images`, {
    data: Buffer.from(await screenshotPng(540, 960)),
    headers: { ...origin(owner), "content-type": "image/png" },
  });
  expect(image.status(), await image.text()).toBe(201);
  const asked = await owner.request.post(`/api/proof/hunters/${hunter.id}/verification`, {
    headers: origin(owner),
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const requestId = ((await asked.json()) as HunterProof).request?.id ?? "";
  // The moderator decides on the version of the build they reviewed.
  const review = await admin.request.get(`/api/admin/verification/${requestId}`);
  expect(review.status(), await review.text()).toBe(200);
  const seenUpdatedAt = ((await review.json()) as VerificationReview).hunter.updatedAt;
  const decided = await admin.request.post(`/api/admin/verification/${requestId}/decide`, {
    data: { verdict: "verified", seenUpdatedAt },
    headers: origin(admin),
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`the leaderboard reads a build past the cap as 0.2500 at the cap, and filters verified builds (${viewport.width} px)`, async ({
    page,
    browser,
  }) => {
    await registerAndVerify(page);
    const capped = await saveHunter(page, 0, pastTheCap(`Capped ${tag()}`));
    const plain = await saveHunter(page, 1, {
      hunterName: `Plain ${tag()}`,
      general: { hunterClass: "Sharpshooter" },
    });
    const moderator = await (await browser.newContext()).newPage();
    const staff = await registerAndVerify(moderator);
    await makeAdmin(staff.email);
    await verifyThroughModeration(page, moderator, capped);
    await moderator.context().close();
    await page.setViewportSize(viewport);

    await page.goto("/explore/leaderboards?class=Sharpshooter&verified=0");
    await expect(
      page.getByText(
        "Ranked by ATK SPD as the game plays it; builds at the cap (0.25) rank by who reached it first.",
      ),
    ).toBeVisible();
    const board = page.getByRole("list", { name: "Fastest Sharpshooter builds" });
    const cappedRow = board.getByRole("listitem").filter({ hasText: capped.hunterName });
    await expect(cappedRow).toContainText("0.2500");
    await expect(cappedRow).toContainText("at the cap (+0.1150 beyond)");
    await expect(cappedRow.getByText("Verified", { exact: true })).toBeVisible();
    const plainRow = board.getByRole("listitem").filter({ hasText: plain.hunterName });
    await expect(plainRow).toBeVisible();
    await expect(plainRow.getByText("Verified", { exact: true })).toHaveCount(0);
    // No speed on the board is faster than the game's: every number but an overflow (+…) is 0.25 or slower.
    const speeds = (await board.getByTestId("board-speed").allInnerTexts()).flatMap(
      (text) => text.match(/(?<!\+)\b\d+\.\d{4}\b/g) ?? [],
    );
    expect(speeds.length).toBeGreaterThan(1);
    for (const speed of speeds) expect(Number(speed)).toBeGreaterThanOrEqual(0.25);
    await expectNoSeriousViolations(page, "leaderboard at the cap");

    const verifiedOnly = page.getByRole("checkbox", { name: "Verified only" });
    await expect(verifiedOnly).not.toBeChecked();
    await verifiedOnly.check();
    await expect(page).toHaveURL(/verified=1/);
    await expect(board.getByRole("listitem").filter({ hasText: plain.hunterName })).toHaveCount(0);
    await expect(board.getByRole("listitem").filter({ hasText: capped.hunterName })).toBeVisible();
    await verifiedOnly.uncheck();
    await expect(page).toHaveURL(/verified=0/);
    await expect(board.getByRole("listitem").filter({ hasText: plain.hunterName })).toBeVisible();

    // Explore: the same reading on the build's card, and its own "Verified only" filter.
    await page.goto(`/explore?class=Sharpshooter`);
    const results = page.getByRole("region", { name: "Builds found" });
    const card = results.getByRole("article", { name: capped.hunterName });
    await expect(card).toContainText("at the cap (+0.1150 beyond)");
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();
    await page.goto(`/explore?class=Sharpshooter&verified=1`);
    await expect(results.getByRole("article", { name: capped.hunterName })).toBeVisible();
    await expect(results.getByRole("article", { name: plain.hunterName })).toHaveCount(0);
    await expectNoSeriousViolations(page, "explore verified only");

    // The build's own page keeps the formula's value and says what the game plays.
    await page.goto(sharePath(capped));
    await expect(page.getByTestId("actual-atk-spd")).toHaveText("0.1350");
    await expect(page.getByText("beyond the game's cap: plays as 0.25")).toBeVisible();

    // The profile lists it as the boards read it, with its badge.
    const { nickname } = (await (await page.request.get("/api/me")).json()) as { nickname: string };
    await page.goto(`/profile/${nickname}`);
    const onProfile = page.getByRole("link", { name: new RegExp(`^${capped.hunterName}`) });
    await expect(onProfile).toContainText("at the cap (+0.1150 beyond)");
    await expect(onProfile.getByText("Verified", { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, "profile at the cap");

    // The builder's attack speed keeps the formula's value, marked (on a phone, in the summary's sheet).
    await page.goto(`/builder?hunter=${capped.id}`);
    const overview = page.getByRole("complementary", { name: "Build overview" });
    if (viewport.width < 1180) await overview.getByRole("button", { name: /Build Summary/ }).click();
    await expect(overview.getByText("beyond the game's cap: plays as 0.25")).toBeVisible();
    await expect(overview.getByRole("button", { name: /0\.1350/ })).toBeVisible();
  });
}
