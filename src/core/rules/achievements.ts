import { type ClassFamily, MOUNT_ITEM_TIERS, MOUNT_RARITIES } from "#core/game-data/constants.ts";

// Achievements and what each one counts (docs/product.md#achievements). Listed in display order.

type Def<Id extends string> = {
  id: Id;
  title: string;
  description: string;
  thresholds: readonly number[];
  secret: boolean;
};
const tiered = <Id extends string>(id: Id, title: string, description: string, thresholds: number[]) =>
  ({ id, title, description, thresholds, secret: false }) satisfies Def<Id>;
const secret = <Id extends string>(id: Id, title: string, description: string) =>
  ({ id, title, description, thresholds: [1], secret: true }) satisfies Def<Id>;

export const ACHIEVEMENTS = [
  tiered("create_hunters", "Hunter Collector", "Save hunters to your roster.", [5, 10, 20, 30]),
  tiered("engraved_hunters", "Master Engraver", "Hunters with all 8 items engraved.", [1, 5, 20]),
  tiered("paragon_class", "Paragon Path", "Hunters with a paragon class.", [1, 5, 20]),
  tiered("inventory_items", "Treasure Hoarder", "Items kept in your inventory.", [50, 100, 200, 250]),
  tiered("heroic_hunters", "Heroic Company", "Hunters of Heroic rarity.", [5, 10, 20]),
  tiered("legendary_hunters", "Living Legends", "Hunters of Legendary rarity.", [5, 10, 20]),
  tiered("ultimate_hunters", "Ultimate Squad", "Hunters of Ultimate rarity.", [5, 10, 20]),
  tiered("refer_friends", "Recruiter", "Friends who joined with your invite link.", [1, 3, 5]),
  tiered("vip_subscription", "Loyal Patron", "Months of VIP bought (Lifetime VIP counts as 12).", [1, 6, 12]),
  tiered("buy_slots", "Room to Grow", "Extra hunter slots bought.", [1, 5, 10]),
  tiered("hunter_full_ultimate", "Ultimate Arsenal", "Hunters whose 8 items are all Ultimate.", [1, 5, 20]),
  tiered(
    "hunter_full_ultimate_engraved",
    "Flawless Arsenal",
    "Hunters whose 8 items are all Ultimate and all engraved.",
    [1, 5, 20],
  ),
  tiered("cowboy", "Cowboy", "Hunters with a mount rarity and all 3 mount items chosen.", [1, 5, 20]),
  tiered("rider", "Elite Rider", "Hunters on an S mount with 3 'S Tier' mount items.", [1, 5, 20]),
  tiered(
    "completionist",
    "Completionist",
    "Tiers unlocked across all other achievements, this one's own tiers included.",
    [10, 25, 40, 50],
  ),
  tiered("warrior_lovers", "Warrior at Heart", "Hunters of the warrior family.", [5]),
  tiered("mage_lovers", "Arcane Devotee", "Hunters of the mage family.", [5]),
  tiered("archer_lovers", "Eagle Eye", "Hunters of the archer family.", [5]),
  tiered("paladin_lovers", "Holy Order", "Hunters of the paladin (cleric) family.", [5]),
  secret("all_paragons", "Paragon Pantheon", "Have a hunter of every paragon class."),
  secret("methodical", "Methodical", "Save as many inventory presets as your tier allows."),
  secret("watch_tutorial", "Good Student", "Watch the tutorial video."),
  secret("believer", "Believer", "Buy Lifetime VIP."),
  secret(
    "god_hunter",
    "God Hunter",
    "An Ultimate hunter with 8 engraved Ultimate items, an S mount with 3 'S Tier' items, every trait at 5 and a full paragon tree.",
  ),
  secret("what_now", "What Now?", "Reach the last tier of every non-secret achievement."),
] as const;

export type AchievementId = (typeof ACHIEVEMENTS)[number]["id"];
export type AchievementDef = Def<AchievementId>;
export type TierLetter = "B" | "A" | "S" | "SS" | "U";
export type AchievementProgress = Record<AchievementId, number>;
// Stored progress may lack ids added later, or hold ids since removed.
export type StoredProgress = Partial<Record<string, number>>;

const TIER_LETTERS = ["B", "A", "S", "SS"] as const;

export const achievementById = (id: AchievementId): AchievementDef =>
  ACHIEVEMENTS.find((a) => a.id === id) as AchievementDef;

export const tierReached = (def: AchievementDef, count: number): number =>
  def.thresholds.filter((t) => count >= t).length;

// tierIndex is 0-based: tier 1 is index 0.
export function tierLetter(def: AchievementDef, tierIndex: number): TierLetter | null {
  if (!Number.isInteger(tierIndex) || tierIndex < 0 || tierIndex >= def.thresholds.length) return null;
  return def.secret ? "U" : (TIER_LETTERS[tierIndex] ?? null);
}

export const nextTier = (def: AchievementDef, count: number): number | null =>
  def.thresholds.find((t) => count < t) ?? null;

// The bar fills towards the next unreached tier, and is full once all are reached (docs/product.md#achievements).
export function progressPercent(def: AchievementDef, count: number): number {
  const next = nextTier(def, count);
  if (next === null) return 100;
  return Math.min(100, Math.max(0, Math.floor((count / next) * 100)));
}

export type ProgressBand = "low" | "mid" | "high";

// low: red-orange, mid: yellow-lime, high: sky-violet (docs/product.md#achievements).
export function progressBand(percent: number): ProgressBand {
  if (percent < 34) return "low";
  return percent < 67 ? "mid" : "high";
}

const countOf = (progress: StoredProgress, id: AchievementId) => {
  const n = progress[id];
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
};

export function achievementTiers(progress: StoredProgress): Record<AchievementId, number> {
  return Object.fromEntries(
    ACHIEVEMENTS.map((def) => [def.id, tierReached(def, countOf(progress, def.id))]),
  ) as Record<AchievementId, number>;
}

// The public profile's badges: id -> letter of the highest tier reached, reached ones only.
export function publicAchievements(progress: StoredProgress): Partial<Record<AchievementId, TierLetter>> {
  const result: Partial<Record<AchievementId, TierLetter>> = {};
  for (const def of ACHIEVEMENTS) {
    const letter = tierLetter(def, tierReached(def, countOf(progress, def.id)) - 1);
    if (letter) result[def.id] = letter;
  }
  return result;
}

export type UnlockedTier = { id: AchievementId; tier: number; letter: TierLetter };

// One entry per achievement that rose, with the highest tier now reached, in display order.
export function newlyUnlocked(before: StoredProgress, after: StoredProgress): UnlockedTier[] {
  return ACHIEVEMENTS.flatMap((def) => {
    const was = tierReached(def, countOf(before, def.id));
    const tier = tierReached(def, countOf(after, def.id));
    const letter = tierLetter(def, tier - 1);
    return tier > was && letter ? [{ id: def.id, tier, letter }] : [];
  });
}

export type HunterFacts = {
  rarity: string;
  className: string;
  classFamily: ClassFamily | null;
  isParagonClass: boolean;
  allItemsEngraved: boolean;
  allItemsUltimate: boolean;
  mountRarity: string;
  // Tiers of Horseshoe, Saddle and Reins; '' when not chosen.
  mountItemTiers: string[];
  allTraitsMax: boolean;
  fullParagonTree: boolean;
};

export type AchievementInput = {
  hunters: HunterFacts[];
  paragonClassCount: number;
  inventoryCount: number;
  presetCount: number;
  presetLimit: number;
  referralCount: number;
  // Months of VIP bought, a lifetime purchase counted as 12 (deriveVip's vipMonths).
  vipMonths: number;
  // A lifetime purchase was ever recorded (deriveVip's lifetimeBought).
  lifetime: boolean;
  slotsBought: number;
  watchedTutorial: boolean;
};

const hasFullMount = (h: HunterFacts) =>
  (MOUNT_RARITIES as readonly string[]).includes(h.mountRarity) &&
  h.mountItemTiers.length === 3 &&
  h.mountItemTiers.every((t) => (MOUNT_ITEM_TIERS as readonly string[]).includes(t));
const isRider = (h: HunterFacts) =>
  h.mountRarity === "S" && h.mountItemTiers.length === 3 && h.mountItemTiers.every((t) => t === "S Tier");
const isGodHunter = (h: HunterFacts) =>
  h.rarity === "Ultimate" &&
  h.allItemsUltimate &&
  h.allItemsEngraved &&
  isRider(h) &&
  h.allTraitsMax &&
  h.fullParagonTree;

const flag = (b: boolean) => (b ? 1 : 0);

export function computeAchievementProgress(input: AchievementInput): AchievementProgress {
  const { hunters } = input;
  const count = (test: (h: HunterFacts) => boolean) => hunters.filter(test).length;
  const family = (f: ClassFamily) => count((h) => h.classFamily === f);
  const paragonClasses = new Set(hunters.filter((h) => h.isParagonClass).map((h) => h.className));

  const base = {
    create_hunters: hunters.length,
    engraved_hunters: count((h) => h.allItemsEngraved),
    paragon_class: count((h) => h.isParagonClass),
    inventory_items: input.inventoryCount,
    heroic_hunters: count((h) => h.rarity === "Heroic"),
    legendary_hunters: count((h) => h.rarity === "Legendary"),
    ultimate_hunters: count((h) => h.rarity === "Ultimate"),
    refer_friends: input.referralCount,
    vip_subscription: input.vipMonths,
    buy_slots: input.slotsBought,
    hunter_full_ultimate: count((h) => h.allItemsUltimate),
    hunter_full_ultimate_engraved: count((h) => h.allItemsUltimate && h.allItemsEngraved),
    cowboy: count(hasFullMount),
    rider: count(isRider),
    warrior_lovers: family("warrior"),
    mage_lovers: family("mage"),
    archer_lovers: family("archer"),
    paladin_lovers: family("cleric"),
    all_paragons: flag(input.paragonClassCount > 0 && paragonClasses.size >= input.paragonClassCount),
    methodical: flag(input.presetLimit > 0 && input.presetCount >= input.presetLimit),
    watch_tutorial: flag(input.watchedTutorial),
    believer: flag(input.lifetime),
    god_hunter: flag(hunters.some(isGodHunter)),
  };
  const completionist = completionistCount(base);
  const withCompletionist = { ...base, completionist };
  const allMaxed = ACHIEVEMENTS.every(
    (def) => def.secret || tierReached(def, withCompletionist[def.id]) === def.thresholds.length,
  );
  return { ...withCompletionist, what_now: flag(allMaxed) };
}

// Completionist counts its own tiers too, so its count is the least fixed point of
// count = others + tierReached(completionist, count); iterating from `others` climbs to it.
export function completionistCount(progress: StoredProgress): number {
  const def = achievementById("completionist");
  const others = ACHIEVEMENTS.reduce(
    (sum, a) => (a.secret || a.id === def.id ? sum : sum + tierReached(a, countOf(progress, a.id))),
    0,
  );
  let count = others;
  for (;;) {
    const next = others + tierReached(def, count);
    if (next === count) return count;
    count = next;
  }
}
