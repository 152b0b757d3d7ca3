import type { HunterInput } from "#core/schemas/hunter.ts";
import type { DeepPartial } from "../../factories/hunter.ts";

// A build whose attack speed has every kind of general source and an outranked rune
// (docs/decisions.md#2026-11-25-where-every-number-comes-from).
export const breakdownBuild: DeepPartial<HunterInput> = {
  hunterName: "Breakdown Ranger",
  general: { hunterAtkSpdRarity: "Purple", characteristic: "Nimble", trait: 2, technology: 4, guild: 5 },
  items: {
    Weapon: {
      rarity: "Legendary",
      baseAtkSpd: "2.5",
      attributes: [
        { type: "ATK SPD", value: 6 },
        { type: "ATK", value: 7 },
      ],
      runeType: "ATK SPD",
      runeValue: 3,
    },
    Gloves: {
      rarity: "Superior",
      attributes: [{ type: "ATK SPD", value: 5 }],
      runeType: "ATK SPD",
      runeValue: 4,
    },
  },
};
