import { ITEM_SLOTS, MOUNT_ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { messages } from "#core/messages.ts";
import { ACHIEVEMENTS } from "#core/rules/achievements.ts";
import { attackSpeedReport, formatAtkSpd } from "#core/rules/attack-speed.ts";
import { buildSummary } from "#core/rules/build-summary.ts";
import { clampLevel } from "#core/rules/number-input.ts";
import { describeSet } from "#core/rules/set-description.ts";
import type { General, HunterInput } from "#core/schemas/hunter.ts";
import { gameImage } from "./images.ts";
import { theme } from "./theme.ts";

// What a card shows, worked out from the build with the app's own rules: plain data, so the layout only
// arranges it and the render worker receives it whole.

export interface CardOwner {
  nickname: string | null;
  image: string | null;
  avatarBgColor: string | null;
}

export interface Avatar {
  image: string | null;
  background: string;
  initial: string;
}

export interface Tag {
  text: string;
  color: string;
  shine: boolean;
}

export interface HunterCardModel {
  name: string;
  purpose: string;
  creator: string;
  avatar: Avatar;
  rarity: Tag | null;
  hunterClass: Tag | null;
  /** ATK SPD rarity, characteristic and trait level, as the hunter page's General block names them. */
  facts: string[];
  atkSpd: { actual: string; goal: string; met: boolean; missing: string };
  items: {
    slot: string;
    name: string;
    detail: string;
    color: string;
    quality: string;
    qualityColor: string;
    engraved: boolean;
  }[];
  engraved: number;
  mount: { rarity: string; skill: string; trait: string; items: { name: string; tier: string }[] };
  sets: { name: string; level: number; color: string; icon: string | null; text: string }[];
  summary: { stat: string; display: string }[];
}

export interface ProfileCardModel {
  nickname: string;
  avatar: Avatar;
  publicHunters: number;
  strongest: { name: string; rarity: Tag | null; hunterClass: Tag | null; purpose: string }[];
  achievements: { name: string; letter: string }[];
}

const ULTIMATE = "Ultimate";
const SUMMARY_LINES = 6;
const STRONGEST = 3;

export function avatarOf(owner: CardOwner, gameData: GameData): Avatar {
  const listed = owner.image && [...gameData.avatars, ...gameData.VIPavatars].includes(owner.image);
  return {
    image: listed ? gameImage(owner.image) : null,
    background: owner.avatarBgColor ?? theme.panel2,
    initial: (owner.nickname ?? "?").slice(0, 1).toUpperCase(),
  };
}

function rarityTag(rarity: string, gameData: GameData): Tag | null {
  const found = gameData.itemRarity.find((r) => r.name === rarity);
  return found ? { text: found.name, color: found.color, shine: found.name === ULTIMATE } : null;
}

function classTag(name: string, gameData: GameData): Tag | null {
  const found = gameData.classes.find((c) => c.name === name);
  return found ? { text: found.name, color: found.color, shine: false } : null;
}

const tagsOf = (general: General, gameData: GameData) => ({
  rarity: rarityTag(general.hunterRarity, gameData),
  hunterClass: classTag(general.hunterClass, gameData),
});

export function hunterCardModel(hunter: HunterInput, owner: CardOwner, gameData: GameData): HunterCardModel {
  const speed = attackSpeedReport(hunter, gameData);
  const colorOf = (rarity: string) =>
    gameData.itemRarity.find((r) => r.name === rarity)?.color ?? theme.border;
  return {
    name: hunter.hunterName,
    purpose: hunter.general.hunterPurpose,
    creator: owner.nickname ?? messages.anonymousCreator,
    avatar: avatarOf(owner, gameData),
    ...tagsOf(hunter.general, gameData),
    facts: [
      hunter.general.hunterAtkSpdRarity ? `${hunter.general.hunterAtkSpdRarity} ATK SPD` : "",
      hunter.general.characteristic,
      `Trait Lv ${hunter.general.trait}`,
    ].filter(Boolean),
    atkSpd: {
      actual: speed.actualDisplay,
      goal: formatAtkSpd(speed.goal),
      met: speed.missing <= 0,
      missing: speed.missingDisplay,
    },
    items: ITEM_SLOTS.map((slot) => {
      const item = hunter.items[slot];
      return {
        slot,
        name: item.itemName || item.rarity,
        detail: item.itemName ? item.rarity : "",
        color: colorOf(item.rarity),
        quality: item.quality,
        qualityColor: gameData.itemQuality.find((q) => q.name === item.quality)?.color ?? theme.muted,
        engraved: item.engraved,
      };
    }),
    engraved: ITEM_SLOTS.filter((slot) => hunter.items[slot].engraved).length,
    mount: {
      rarity: hunter.mount.rarity,
      skill: hunter.mount.skill,
      trait: hunter.mount.trait,
      items: MOUNT_ITEM_SLOTS.map((name) => ({ name, tier: hunter.mount.items[name].rarity })),
    },
    sets: hunter.sets.flatMap((entry) => {
      const set = gameData.sets.find((s) => s.name === entry.name);
      if (!set) return [];
      return [
        {
          name: set.name,
          level: clampLevel(entry.level),
          color: set.color,
          icon: gameImage(set.image),
          text: describeSet(set.description, set.value, entry.level),
        },
      ];
    }),
    summary: buildSummary(hunter, gameData)
      .slice(0, SUMMARY_LINES)
      .map(({ stat, display }) => ({ stat, display })),
  };
}

export interface ProfileCardInput {
  owner: CardOwner & { nickname: string };
  hunters: { hunterName: string; general: General }[];
  achievements: Record<string, string>;
}

// The strongest first: rarity rank (game data order), Ultimate on top; the slot order breaks ties.
export function profileCardModel(input: ProfileCardInput, gameData: GameData): ProfileCardModel {
  const rank = (rarity: string) => gameData.itemRarity.findIndex((r) => r.name === rarity);
  const strongest = input.hunters
    .map((h, order) => ({ h, order }))
    .sort((a, b) => rank(b.h.general.hunterRarity) - rank(a.h.general.hunterRarity) || a.order - b.order)
    .slice(0, STRONGEST)
    .map(({ h }) => ({
      name: h.hunterName,
      purpose: h.general.hunterPurpose,
      ...tagsOf(h.general, gameData),
    }));
  return {
    nickname: input.owner.nickname,
    avatar: avatarOf(input.owner, gameData),
    publicHunters: input.hunters.length,
    strongest,
    // In the game's display order, as the profile page lists them.
    achievements: ACHIEVEMENTS.flatMap((def) => {
      const letter = input.achievements[def.id];
      return letter ? [{ name: def.title, letter }] : [];
    }),
  };
}
