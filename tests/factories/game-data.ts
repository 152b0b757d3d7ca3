import {
  type ClassFamily,
  type GameData,
  type ParagonFamily,
  type Special,
  TRAIT_TYPES,
} from "#core/game-data/schema.ts";

// A small but complete game data set for unit tests, independent of data/game-data.json so the
// hand-worked examples stay valid whatever the real tables hold.

const PARAGON_ROW_SIZES = [1, 3, 2, 1, 2, 1, 2];

const paragonFamily = (family: ClassFamily): ParagonFamily => ({
  secondSkills: [1, 2, 3].map((n) => `${family} second ${n}`),
  thirdSkills: [1, 2, 3].map((n) => `${family} third ${n}`),
  tree: PARAGON_ROW_SIZES.map((size, row) =>
    Array.from({ length: size }, (_, column) => ({
      name: `${family} node ${row + 1}-${column + 1}`,
      effect: `+${row + 1}% effect`,
    })),
  ),
});

const event = (title: string) => ({
  shortTitle: title,
  title,
  description: `${title} today.`,
  icon: "/icons/event.svg",
});

const noAttributes = {
  itemAttribute1: "",
  itemAttribute2: "",
  itemAttribute3: "",
  itemAttribute4: "",
  itemAttribute5: "",
  itemAttributeValue1: 0,
  itemAttributeValue2: 0,
  itemAttributeValue3: 0,
  itemAttributeValue4: 0,
  itemAttributeValue5: 0,
};

const specials: Special[] = [
  {
    ...noAttributes,
    itemName: "Gale Bow",
    itemType: "Legendary",
    itemSlot: "Weapon",
    itemAttribute1: "ATK",
    itemAttributeValue1: 20,
    itemAttribute2: "ATK SPD",
    itemAttributeValue2: 5,
    itemAttribute3: "Crit Chance",
    itemAttributeValue3: 4,
    weaponBase: 1.8,
    skill: {
      skillType: "level",
      name: "Tailwind",
      image: "/icons/tailwind.svg",
      description: "Attack speed rises by X%.",
      stat: "ATK SPD",
      options: [2, 4, 6],
    },
  },
  {
    ...noAttributes,
    itemName: "Heart of Stone",
    itemType: "Ultimate",
    itemSlot: "Necklace",
    itemAttribute1: "HP",
    itemAttributeValue1: 30,
    itemAttribute2: "DEF",
    itemAttributeValue2: 10,
    itemAttribute3: "Evasion",
    itemAttributeValue3: 3,
    skill: {
      skillType: "value",
      name: "Bulwark",
      image: "/icons/bulwark.svg",
      description: "Gains HP and ATK SPD.",
      attributesValues: { HP: 5, "ATK SPD": 1.5 },
    },
  },
  {
    ...noAttributes,
    itemName: "Ember Ring",
    itemType: "Legendary",
    itemSlot: "Ring",
    itemAttribute1: "Crit Damage",
    itemAttributeValue1: 12,
    skill: {
      skillType: "level",
      name: "Kindle",
      image: "/icons/kindle.svg",
      description: "Crit damage rises by X%.",
      stat: "Crit Damage",
      options: [3, 6, 9],
    },
  },
];

export const testGameData: GameData = {
  classes: [
    { name: "Warrior", color: "#c0392b", family: "warrior", paragon: false },
    { name: "Mage", color: "#8e44ad", family: "mage", paragon: false },
    { name: "Archer", color: "#27ae60", family: "archer", paragon: false },
    { name: "Cleric", color: "#f1c40f", family: "cleric", paragon: false },
    { name: "Berserker", color: "#e74c3c", family: "warrior", paragon: true },
    { name: "Guardian", color: "#d35400", family: "warrior", paragon: true },
    { name: "Warlord", color: "#a93226", family: "warrior", paragon: true },
    { name: "Archmage", color: "#9b59b6", family: "mage", paragon: true },
    { name: "Warlock", color: "#6c3483", family: "mage", paragon: true },
    { name: "Elementalist", color: "#5b2c6f", family: "mage", paragon: true },
    { name: "Ranger", color: "#2ecc71", family: "archer", paragon: true },
    { name: "Sniper", color: "#1e8449", family: "archer", paragon: true },
    { name: "Beastmaster", color: "#196f3d", family: "archer", paragon: true },
    { name: "Paladin", color: "#f39c12", family: "cleric", paragon: true },
    { name: "Priest", color: "#f7dc6f", family: "cleric", paragon: true },
    { name: "Druid", color: "#b7950b", family: "cleric", paragon: true },
  ],
  itemRarity: [
    { name: "Normal", color: "#9e9e9e", attributeCount: 1, attributeMax: 3 },
    { name: "Rare", color: "#2196f3", attributeCount: 2, attributeMax: 4 },
    { name: "Heroic", color: "#9c27b0", attributeCount: 3, attributeMax: 6 },
    { name: "Legendary", color: "#ff9800", attributeCount: 4, attributeMax: 8 },
    { name: "Ultimate", color: "#f44336", attributeCount: 5, attributeMax: 10 },
  ],
  itemQuality: [
    { name: "Worn", color: "#795548" },
    { name: "Fine", color: "#4caf50" },
    { name: "Perfect", color: "#ffeb3b" },
  ],
  specials,
  runeTypes: ["ATK SPD", "HP", "ATK", "Crit Chance"],
  weaponRuneTypes: [
    { name: "Swift Rune", stat: "ATK SPD", options: [3, 6, 9] },
    { name: "Fury Rune", stat: "ATK", options: [5, 10, 15] },
  ],
  attributes: [
    "HP",
    "ATK",
    "DEF",
    "ATK SPD",
    "Crit Chance",
    "Crit Damage",
    "Damage to Monsters",
    "PvP Damage Reduction",
    "Evasion",
  ],
  hunterRarity: ["Normal", "Rare", "Superior", "Heroic", "Legendary", "Ultimate"],
  hunterAttackSpeedRarity: [
    { label: "White", value: 0 },
    { label: "Blue", value: 0.02 },
    { label: "Yellow", value: 0.04 },
    { label: "Purple", value: 0.06 },
  ],
  traits: [1, 1.05, 1.1, 1.15, 1.2, 1.25].map((value, n) => ({ label: `Level ${n}`, value })),
  characteristics: [
    { name: "Swift", description: "Attacks faster.", value: 0.05 },
    { name: "Sturdy", description: "Takes less damage.", value: 0 },
  ],
  traitTypes: TRAIT_TYPES.map((name) => ({
    name,
    image: `/icons/${name.toLowerCase().replace(" ", "-")}.svg`,
  })),
  mountSkills: [
    { name: "Gallop", description: "Runs fast." },
    { name: "Trample", description: "Stomps foes." },
  ],
  mountTraits: [
    { name: "Loyal", description: "Never flees." },
    { name: "Wild", description: "Hard to tame." },
  ],
  mountItems: [
    {
      name: "Horseshoe",
      image: "/icons/horseshoe.svg",
      attributes: [
        { key: "main", type: "ATK SPD", selectable: false },
        { key: "extra", selectable: true, options: ["HP", "ATK", "ATK SPD"] },
      ],
    },
    {
      name: "Saddle",
      image: "/icons/saddle.svg",
      attributes: [
        { key: "main", type: "HP", selectable: false },
        { key: "extra", selectable: true, options: ["DEF", "Evasion"] },
      ],
    },
    {
      name: "Reins",
      image: "/icons/reins.svg",
      attributes: [{ key: "main", type: "ATK", selectable: false }],
    },
  ],
  sets: [
    {
      name: "Justice",
      image: "/icons/justice.svg",
      color: "#3f51b5",
      description: "Damage to monsters +X%.",
      value: "5,10,15",
    },
    {
      name: "Honor",
      image: "/icons/honor.svg",
      color: "#009688",
      description: "PvP damage taken -X%.",
      value: "4,8,12",
    },
    {
      name: "Haste",
      image: "/icons/haste.svg",
      color: "#ffc107",
      description: "Attack speed +X%.",
      stat: "ATK SPD",
      value: "1,2,3",
    },
  ],
  avatars: Array.from({ length: 24 }, (_, i) => `/avatars/a${i + 1}.svg`),
  VIPavatars: Array.from({ length: 8 }, (_, i) => `/avatars/vip${i + 1}.svg`),
  avatarColors: ["#111111", "#222222", "#333333", "#444444", "#555555", "#666666", "#777777", "#888888"],
  paragon: {
    warrior: paragonFamily("warrior"),
    mage: paragonFamily("mage"),
    archer: paragonFamily("archer"),
    cleric: paragonFamily("cleric"),
  },
  calendar: {
    dailyEvents: ["Books", "Sacred Enhancement", "Modify Equipment", "Darkness"].map(event),
    worldBossPairs: [
      [event("Golem"), event("Hydra")],
      [event("Wyvern"), event("Lich")],
    ],
    battleOfValor: ["Hunter Selection", "Team Registration", "Attack"].map(event),
  },
};
