import { ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData, Special } from "#core/game-data/schema.ts";
import { gameText } from "#core/game-data/texts.ts";
import { type Term, term } from "./fuzzy.ts";
import type { ScanLabels } from "./types.ts";

// Every word the recognizer knows, taken from the game data (names in English and in the player's game-terms
// language) and from the item editor's labels: nothing to recognize is written in this code.
export type ScanVocabulary = {
  gameData: GameData;
  // The game-terms language the names were taken in: the reader picks its language data by it.
  language: string;
  slots: Term[];
  rarities: Term[];
  qualities: Term[];
  attributes: Term[];
  runeTypes: Term[];
  weaponRunes: Term[];
  specials: Term[];
  specialByName: Map<string, Special>;
  labels: Record<Exclude<keyof ScanLabels, "slots">, Term[]>;
};

export type VocabularyOptions = {
  // The player's game-terms language ("en" for English game terms).
  language: string;
  // The labels in each language a screenshot may be in (the player's, and English).
  labels: readonly ScanLabels[];
};

export function scanVocabulary(gameData: GameData, { language, labels }: VocabularyOptions): ScanVocabulary {
  const named = (names: readonly string[]): Term[] =>
    names.flatMap((name) => {
      const shown = gameText(gameData, language, name);
      return shown === name ? [term(name, name)] : [term(name, name), term(name, shown)];
    });
  const labelTerms = (pick: (l: ScanLabels) => string) => labels.map((l) => term("label", pick(l)));
  return {
    gameData,
    language,
    slots: ITEM_SLOTS.flatMap((slot) =>
      [slot, ...labels.map((l) => l.slots[slot] ?? slot)].map((shown) => term(slot, shown)),
    ),
    rarities: named(gameData.itemRarity.map((r) => r.name)),
    qualities: named(gameData.itemQuality.map((q) => q.name)),
    attributes: named(gameData.attributes),
    runeTypes: named(gameData.runeTypes),
    weaponRunes: named(gameData.weaponRuneTypes.map((w) => w.name)),
    specials: named(gameData.specials.map((s) => s.itemName)),
    specialByName: new Map(gameData.specials.map((s) => [s.itemName, s])),
    labels: {
      baseAttackSpeed: labelTerms((l) => l.baseAttackSpeed),
      runeType: labelTerms((l) => l.runeType),
      weaponRune: labelTerms((l) => l.weaponRune),
      skillLevel: labelTerms((l) => l.skillLevel),
      engraved: labelTerms((l) => l.engraved),
    },
  };
}

// The components catalogue's shape, as far as the labels go (src/core/i18n/locales/<lang>/components.json).
type ComponentsCatalogue = {
  specialSkill: { level: string };
  itemEditor: {
    slots: Record<string, string>;
    baseAttackSpeed: string;
    runeType: string;
    weaponRune: string;
    engraved: string;
  };
};

/** The labels a screenshot shows, as the components catalogue of one language words them. */
export const scanLabelsOf = (catalogue: ComponentsCatalogue): ScanLabels => ({
  slots: catalogue.itemEditor.slots,
  baseAttackSpeed: catalogue.itemEditor.baseAttackSpeed,
  runeType: catalogue.itemEditor.runeType,
  weaponRune: catalogue.itemEditor.weaponRune,
  skillLevel: catalogue.specialSkill.level,
  engraved: catalogue.itemEditor.engraved,
});
