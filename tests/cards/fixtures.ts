import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { actualAtkSpd } from "#core/rules/attack-speed.ts";
import { boardSpeed } from "#core/rules/speed-cap.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import type { CardElement } from "#server/cards/element.ts";
import { hunterCard } from "#server/cards/hunter-card.ts";
import { hunterCardModel, profileCardModel } from "#server/cards/model.ts";
import { profileCard } from "#server/cards/profile-card.ts";
import { createHunter } from "../factories/hunter.ts";

// The four fixed cards of the golden images (tests/cards/golden/*.png): what each should look like is
// in its name. Changing one on purpose: npm run cards:goldens, then look at every file it wrote.

const ULTIMATE_ITEMS: Record<(typeof ITEM_SLOTS)[number], string> = {
  Weapon: "Dawnbreaker",
  Necklace: "Tear of the Abyss",
  Ring: "Ouroboros Ring",
  Armor: "Dragonscale Bulwark",
  Gloves: "Hands of the Reaper",
  Boots: "Skywalkers",
  Hat: "Diadem of Eternity",
  Belt: "Titan's Girdle",
};

export function fullUltimateHunter(): HunterInput {
  return createHunter({
    hunterName: "Stormcaller Aria",
    atkSpdGoal: 0.25,
    general: {
      hunterRarity: "Ultimate",
      hunterClass: "Sharpshooter",
      hunterPurpose: "Boss DPS",
      hunterAtkSpdRarity: "Purple",
      characteristic: "Swift",
      trait: 5,
      technology: 10,
      guild: 10,
    },
    items: Object.fromEntries(
      ITEM_SLOTS.map((slot) => [
        slot,
        {
          rarity: "Ultimate",
          itemName: ULTIMATE_ITEMS[slot],
          quality: "Flawless",
          engraved: true,
          skillLevel: 3,
          runeType: "ATK",
          runeValue: 12,
        },
      ]),
    ),
    mount: {
      rarity: "S",
      skill: "Gallop",
      trait: "Fierce",
      items: { Horseshoe: { rarity: "S Tier" }, Saddle: { rarity: "S Tier" }, Reins: { rarity: "S Tier" } },
    },
    sets: [
      { name: "Fury", level: 3 },
      { name: "Justice", level: 2 },
      { name: "Precision", level: 1 },
    ],
  });
}

const LONG = "Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww";

function longNamesHunter(): HunterInput {
  return createHunter({
    hunterName: "Bartholomew the Unyielding of Ravenholme",
    general: {
      hunterRarity: "Legendary",
      hunterClass: "Beastmaster",
      hunterPurpose: LONG,
      hunterAtkSpdRarity: "Yellow",
      characteristic: "Nimble",
    },
    items: {
      Weapon: { rarity: "Heroic", itemName: "", quality: "Masterwork", engraved: true },
      Necklace: { rarity: "Legendary", quality: "Exquisite" },
      Ring: { rarity: "Superior", quality: "Fine", engraved: true },
      Armor: { rarity: "Rare", quality: "Worn" },
      Gloves: { rarity: "Normal", quality: "Flawless" },
    },
    mount: { rarity: "A", skill: "Second Wind", trait: "Keen Nose", items: { Saddle: { rarity: "A Tier" } } },
    sets: [
      { name: "Bastion", level: 3 },
      { name: "Vigor", level: 3 },
      { name: "", level: 1 },
    ],
  });
}

export const emptyHunter = (): HunterInput => createHunter({});

// A public hunter as the profile hands it to its card: with its speed as the boards read it.
const listed = (hunter: HunterInput, gameData: GameData) => ({
  ...hunter,
  speed: boardSpeed(actualAtkSpd(hunter, gameData)),
});

export const goldenCards = (gameData: GameData): Record<string, CardElement> => ({
  "hunter-empty": hunterCard(
    hunterCardModel(emptyHunter(), { nickname: "newcomer", image: null, avatarBgColor: null }, gameData),
  ),
  "hunter-ultimate-engraved": hunterCard(
    hunterCardModel(
      fullUltimateHunter(),
      { nickname: "aria", image: "/avatars/vip/dragon-king.svg", avatarBgColor: "#4a2a7a" },
      gameData,
      undefined,
      // Verified, and past the game's cap (its formula gives 0.1350): the badge and the cap's words.
      true,
    ),
  ),
  "hunter-long-names": hunterCard(
    hunterCardModel(
      longNamesHunter(),
      {
        nickname: "bartholomew_rvn",
        image: "/avatars/knight.svg",
        avatarBgColor: "#7a2638",
      },
      gameData,
      undefined,
      // Verified beside the brand, so the longest left column still fits.
      true,
    ),
  ),
  profile: profileCard(
    profileCardModel(
      {
        owner: { nickname: "aria", image: "/avatars/vip/dragon-king.svg", avatarBgColor: "#4a2a7a" },
        hunters: [
          { ...listed(longNamesHunter(), gameData), verified: true },
          listed(fullUltimateHunter(), gameData),
          listed(emptyHunter(), gameData),
          listed(
            createHunter({
              hunterName: "Frostbite",
              general: { hunterRarity: "Heroic", hunterClass: "Archmage", hunterPurpose: "Farming" },
            }),
            gameData,
          ),
        ],
        achievements: {
          create_hunters: "A",
          engraved_hunters: "B",
          ultimate_hunters: "S",
          hunter_full_ultimate_engraved: "B",
        },
      },
      gameData,
    ),
  ),
});
