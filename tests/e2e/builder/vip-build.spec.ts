import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { BuilderPage } from "./builder-page.ts";
import { grantVip } from "./vip.ts";

type SavedHunter = {
  id: string;
  slotIndex: number;
  hunterName: string;
  general: Record<string, unknown>;
  items: Record<string, Record<string, unknown> & { attributes: { type: string; value: number }[] }>;
  mount: { rarity: string; skill: string; trait: string; items: Record<string, unknown> };
  traits: Record<string, number>;
  paragon: { secondSkill: string; thirdSkill: string; tree: string[] };
  sets: { name: string; level: number }[];
};

test("a VIP player fills every builder tab and saves the hunter", async ({ page }) => {
  const user = await registerAndVerify(page);
  await grantVip(user.email);
  const builder = new BuilderPage(page);
  await builder.gotoSlot(0);
  await expect(builder.tab("Traits")).toBeVisible();

  await page.getByLabel("Hunter Name").fill("Swift Ranger");
  await builder.choose("Rarity", "Legendary");
  await builder.choose("Class", "Ranger");
  await builder.fill("Purpose", "PvP");
  await builder.choose("ATK SPD Rarity", "Blue");
  await builder.choose("Characteristic", "Swift");
  await builder.choose("Trait Level", "Level 3");
  await builder.fill("Technology %", "7,55");
  await expect(builder.field("Technology %")).toHaveValue("7.55");
  await builder.fill("Guild %", "6");

  await builder.open("Items");
  const weapon = builder.card("Weapon");
  await builder.choose("Rarity", "Ultimate", weapon);
  await builder.choose("Quality", "Flawless", weapon);
  await builder.choose("Item Name", "Dawnbreaker", weapon);
  await expect(builder.field("Base Attack Speed", weapon)).toBeDisabled();
  await expect(builder.field("Base Attack Speed", weapon)).toHaveValue("1.80");
  await expect(builder.field("Attribute 1 value", weapon)).toBeDisabled();
  await builder.choose("Skill Level", "Level 2 (+6%)", weapon);
  await builder.choose("Weapon Rune", "Rune of Haste (ATK SPD)", weapon);
  await builder.choose("Weapon Rune Level", "Level 3 (+6%)", weapon);
  await builder.choose("Rune Type", "ATK SPD", weapon);
  await builder.fill("Rune Value", "3", weapon);
  await weapon.getByLabel("Engraved").check();

  const ring = builder.card("Ring");
  await builder.choose("Rarity", "Heroic", ring);
  await builder.choose("Quality", "Fine", ring);
  await builder.attribute(ring, 1, "ATK SPD", "4");
  await builder.attribute(ring, 2, "HP", "6");
  await builder.choose("Rune Type", "HP", ring);
  await builder.fill("Rune Value", "5", ring);

  await builder.open("Mount");
  await builder.choose("Mount Rarity", "S");
  await builder.choose("Mount Skill", "Gallop");
  await builder.choose("Mount Trait", "Fierce");
  const horseshoe = builder.card("Horseshoe");
  await builder.choose("Tier", "S Tier", horseshoe);
  await builder.fill("ATK SPD", "3", horseshoe);
  await builder.choose("Bonus", "Boss Damage", horseshoe);
  await builder.fill("Bonus value", "6", horseshoe);

  await builder.open("Traits");
  await expect(builder.field("Quicken")).toHaveValue("3");
  await builder.fill("Quicken", "4");
  await builder.panel().getByRole("button", { name: "Raise Curse" }).click();
  await builder.panel().getByRole("button", { name: "Raise Curse" }).click();
  await builder.fill("Wisdom", "9");
  await expect(builder.field("Wisdom")).toHaveValue("5");
  await builder.open("General");
  await expect(builder.field("Trait Level")).toHaveValue("4");

  await builder.open("Paragon");
  await builder.choose("Second Skill", "Volley");
  await builder.choose("Third Skill", "Eagle Eye");
  const node = (name: string) => builder.panel().getByRole("button", { name: new RegExp(`^${name}`) });
  await expect(node("Light Step")).toBeDisabled();
  await node("Keen Eye").click();
  await node("Rapid Fire").click();
  await node("Deadly Aim").click();
  await expect(node("Keen Eye")).toHaveAttribute("aria-pressed", "true");
  await expect(node("Tracker")).toBeEnabled();

  await builder.open("Set");
  await builder.choose("Set 1", "Justice");
  await builder.choose("Set 1 Level", "Level 2");
  await expect(builder.panel().getByText("Increases Damage to Monsters by 10%")).toBeVisible();
  await builder.choose("Set 2", "Honor");
  await builder.choose("Set 2 Level", "Level 3");

  await builder.saveButton().click();
  await expect(page.getByText(messages.hunterSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });

  const hunters = (await (await page.request.get("/api/hunters")).json()) as SavedHunter[];
  expect(hunters).toHaveLength(1);
  const saved = hunters[0] as SavedHunter;
  expect(saved).toMatchObject({
    slotIndex: 0,
    hunterName: "Swift Ranger",
    general: {
      hunterRarity: "Legendary",
      hunterClass: "Ranger",
      hunterPurpose: "PvP",
      hunterAtkSpdRarity: "Blue",
      characteristic: "Swift",
      trait: 4,
      technology: 7.55,
      guild: 6,
    },
    mount: { rarity: "S", skill: "Gallop", trait: "Fierce" },
    traits: { Quicken: 4, Curse: 2, Wisdom: 5 },
    paragon: { secondSkill: "Volley", thirdSkill: "Eagle Eye", tree: ["1-1", "2-3", "3-1"] },
    sets: [
      { name: "Justice", level: 2 },
      { name: "Honor", level: 3 },
      { name: "", level: 1 },
    ],
  });
  expect(saved.items.Weapon).toMatchObject({
    rarity: "Ultimate",
    quality: "Flawless",
    itemName: "Dawnbreaker",
    skillLevel: 2,
    weaponRuneType: "Rune of Haste",
    weaponRuneLevel: 3,
    runeType: "ATK SPD",
    runeValue: 3,
    engraved: true,
  });
  expect(saved.items.Ring?.attributes.slice(0, 2)).toEqual([
    { type: "ATK SPD", value: 4 },
    { type: "HP", value: 6 },
  ]);

  // Reopened, the saved build comes back as it was and is updated, not created again.
  await builder.gotoHunter(saved.id);
  await expect(page.getByLabel("Hunter Name")).toHaveValue("Swift Ranger");
  await expect(builder.saveButton()).toHaveText("Update Hunter");
  await page.getByLabel("Hunter Name").fill("Swift Ranger II");
  await builder.saveButton().click();
  await expect(page.getByText(messages.hunterSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  const after = (await (await page.request.get("/api/hunters")).json()) as SavedHunter[];
  expect(after.map((h) => h.hunterName)).toEqual(["Swift Ranger II"]);
});

test("a saved hunter can be deleted from the builder", async ({ page }) => {
  await registerAndVerify(page);
  const builder = new BuilderPage(page);
  await builder.gotoSlot(2);
  await page.getByLabel("Hunter Name").fill("Short Lived");
  await builder.saveButton().click();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  const [hunter] = (await (await page.request.get("/api/hunters")).json()) as SavedHunter[];

  await builder.gotoHunter((hunter as SavedHunter).id);
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: messages.deleteHunterTitle });
  await expect(dialog.getByText(messages.deleteHunterConfirm)).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await (await page.request.get("/api/hunters")).json()).toEqual([]);
});
