import { ITEM_SLOTS, MOUNT_ITEM_SLOTS } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { gameText } from "#core/game-data/texts.ts";
import { formatFixed } from "#core/i18n/format.ts";
import { ACHIEVEMENTS } from "#core/rules/achievements.ts";
import { attackSpeedReport } from "#core/rules/attack-speed.ts";
import { buildSummary } from "#core/rules/build-summary.ts";
import { type CardLanguage, ENGLISH_CARD } from "#core/rules/card-language.ts";
import { formatDecimal } from "#core/rules/format-number.ts";
import { clampLevel } from "#core/rules/number-input.ts";
import { describeSet } from "#core/rules/set-description.ts";
import { type BoardSpeed, boardSpeed } from "#core/rules/speed-cap.ts";
import type { General, HunterInput } from "#core/schemas/hunter.ts";
import { serverT } from "#server/i18n/texts.ts";
import { gameImage } from "./images.ts";
import { theme } from "./theme.ts";

// What a card shows, worked out from the build with the app's own rules and worded in the card's language
// (cardImageLanguage: the owner's): plain data, so the layout only arranges it and the render worker
// receives it whole.

export interface CardOwner {
  nickname: string | null;
  image: string | null;
  avatarBgColor: string | null;
}

export interface Avatar {
  image: string | null;
  /** The circle's colour the player chose; null: the app's own, its accent gradient. */
  color: string | null;
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
  /**
   * `actual` as the game plays it, never faster than its cap; `cap` says so ("at the cap", "+0.0143 beyond")
   * when the build reaches it. `goal` and `status` are whole sentences ("Goal 0.2500", "Goal reached" or
   * "12.50% to go").
   */
  atkSpd: { actual: string; cap: string[] | null; goal: string; met: boolean; status: string };
  /** The "Verified" badge's text when a moderator verified the build's proof. */
  verified: string | null;
  /** The card's headings and its empty states. */
  words: {
    actualAtkSpd: string;
    equipment: string;
    empty: string;
    createdBy: string;
    buildSummary: string;
    noStats: string;
    setEffects: string;
    noSetEffects: string;
    mount: string;
    notAvailable: string;
  };
  items: {
    /** The slot's name, in capitals. */
    slot: string;
    name: string;
    detail: string;
    color: string;
    quality: string;
    qualityColor: string;
    engraved: boolean;
  }[];
  engraved: number;
  /** "3 / 8 engraved", or the fully engraved notice. */
  engravedText: string;
  /** Rarity, skill and trait ("S Mount", "Gallop", "Fierce"); each mount item with its tier letter. */
  mount: { line: string[]; items: string[] };
  /** `level` as written: "Level 3". */
  sets: { name: string; level: string; color: string; icon: string | null; text: string }[];
  summary: { stat: string; display: string }[];
}

export interface ProfileCardModel {
  nickname: string;
  avatar: Avatar;
  /** "Displaying n public hunters". */
  publicHuntersText: string;
  /** The right column's heading: the strongest, or all when there are no more public ones. */
  huntersHeading: string;
  noPublicHunters: string;
  /** `verified`: the "Verified" badge's text for a build a moderator verified. */
  strongest: {
    name: string;
    rarity: Tag | null;
    hunterClass: Tag | null;
    purpose: string;
    verified: string | null;
  }[];
  /** The first ones shown, in the game's order; `more` says how many are left out. */
  achievements: { name: string; letter: string }[];
  achievementWords: { heading: string; reached: string; none: string; more: string | null };
}

const ULTIMATE = "Ultimate";
const SUMMARY_LINES = 6;
const STRONGEST = 3;
const SHOWN_ACHIEVEMENTS = 6;

/** The card's language bound: its texts, game names, ATK SPD (4 decimals) and percentages (2). */
function wording(gameData: GameData, { language, gameLanguage }: CardLanguage) {
  const percent = new Intl.NumberFormat(language, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    t: serverT(language, "sharing"),
    message: serverT(language, "messages"),
    achievement: serverT(language, "achievements"),
    game: (english: string) => gameText(gameData, gameLanguage, english),
    atkSpd: (n: number) => formatFixed(language, n, 4),
    // Rounded as the summary rounds (half up on the decimal value); + 0 turns a rounded -0 into 0.
    percent: (n: number) => percent.format(Number(formatDecimal(n, 2)) / 100 + 0),
    upper: (text: string) => text.toLocaleUpperCase(language),
  };
}
type Wording = ReturnType<typeof wording>;

function avatarOf(owner: CardOwner, gameData: GameData): Avatar {
  const listed = owner.image && [...gameData.avatars, ...gameData.VIPavatars].includes(owner.image);
  return {
    image: listed ? gameImage(owner.image) : null,
    color: owner.avatarBgColor,
    initial: (owner.nickname ?? "?").slice(0, 1).toUpperCase(),
  };
}

function rarityTag(rarity: string, gameData: GameData, w: Wording): Tag | null {
  const found = gameData.itemRarity.find((r) => r.name === rarity);
  return found ? { text: w.game(found.name), color: found.color, shine: found.name === ULTIMATE } : null;
}

function classTag(name: string, gameData: GameData, w: Wording): Tag | null {
  const found = gameData.classes.find((c) => c.name === name);
  return found ? { text: w.game(found.name), color: found.color, shine: false } : null;
}

const tagsOf = (general: General, gameData: GameData, w: Wording) => ({
  rarity: rarityTag(general.hunterRarity, gameData, w),
  hunterClass: classTag(general.hunterClass, gameData, w),
});

export function hunterCardModel(
  hunter: HunterInput,
  owner: CardOwner,
  gameData: GameData,
  language: CardLanguage = ENGLISH_CARD,
  verified = false,
): HunterCardModel {
  const w = wording(gameData, language);
  const { t, game } = w;
  const speed = attackSpeedReport(hunter, gameData);
  // docs/product.md#the-games-fastest-attack-on-the-boards: a card shows what the game plays.
  const played = boardSpeed(speed.actual);
  const colorOf = (rarity: string) =>
    gameData.itemRarity.find((r) => r.name === rarity)?.color ?? theme.border;
  const engraved = ITEM_SLOTS.filter((slot) => hunter.items[slot].engraved).length;
  const { mount, general } = hunter;
  return {
    name: hunter.hunterName,
    purpose: general.hunterPurpose,
    creator: owner.nickname ?? w.message("anonymousCreator"),
    avatar: avatarOf(owner, gameData),
    ...tagsOf(general, gameData, w),
    facts: [
      general.hunterAtkSpdRarity
        ? t("hunterCard.atkSpdRarity", { rarity: game(general.hunterAtkSpdRarity) })
        : "",
      game(general.characteristic),
      t("hunterCard.traitLevel", { level: general.trait }),
    ].filter(Boolean),
    verified: verified ? t("hunterCard.verified") : null,
    atkSpd: {
      actual: w.atkSpd(played.ranked),
      cap: played.atCap
        ? [
            t("hunterCard.atCap"),
            ...(played.overflow === null
              ? []
              : [t("hunterCard.beyond", { overflow: w.atkSpd(played.overflow) })]),
          ]
        : null,
      goal: t("hunterCard.goal", { goal: w.atkSpd(speed.goal) }),
      met: speed.missing <= 0,
      status:
        speed.missing <= 0
          ? t("hunterCard.goalReached")
          : t("hunterCard.toGo", { missing: w.percent(speed.missing) }),
    },
    words: {
      actualAtkSpd: t("hunterCard.actualAtkSpd"),
      equipment: t("hunterCard.equipment"),
      empty: t("hunterCard.empty"),
      createdBy: w.message("createdBy"),
      buildSummary: t("hunterCard.buildSummary"),
      noStats: w.message("noStats"),
      setEffects: t("hunterCard.setEffects"),
      noSetEffects: w.message("noSetEffects"),
      mount: t("hunterCard.mount"),
      notAvailable: w.message("notAvailable"),
    },
    items: ITEM_SLOTS.map((slot) => {
      const item = hunter.items[slot];
      return {
        slot: w.upper(game(slot)),
        name: game(item.itemName || item.rarity),
        detail: item.itemName ? game(item.rarity) : "",
        color: colorOf(item.rarity),
        quality: game(item.quality),
        qualityColor: gameData.itemQuality.find((q) => q.name === item.quality)?.color ?? theme.muted,
        engraved: item.engraved,
      };
    }),
    engraved,
    engravedText:
      engraved === ITEM_SLOTS.length
        ? w.message("fullyEngraved")
        : t("hunterCard.engraved", { engraved, total: ITEM_SLOTS.length }),
    mount: {
      line: [
        mount.rarity ? t("hunterCard.mountRarity", { rarity: mount.rarity }) : "",
        game(mount.skill),
        game(mount.trait),
      ].filter(Boolean),
      // The tier's letter alone ("S Tier" -> "S"), a dash for none.
      items: MOUNT_ITEM_SLOTS.map(
        (name) => `${game(name)} ${mount.items[name].rarity.replace(" Tier", "") || "–"}`,
      ),
    },
    sets: hunter.sets.flatMap((entry) => {
      const set = gameData.sets.find((s) => s.name === entry.name);
      if (!set) return [];
      return [
        {
          name: game(set.name),
          level: t("hunterCard.setLevel", { level: clampLevel(entry.level) }),
          color: set.color,
          icon: gameImage(set.image),
          text: describeSet(game(set.description), set.value, entry.level),
        },
      ];
    }),
    summary: buildSummary(hunter, gameData)
      .slice(0, SUMMARY_LINES)
      .map(({ stat, value }) => ({ stat: game(stat), display: w.percent(value) })),
  };
}

export interface ProfileCardInput {
  owner: CardOwner & { nickname: string };
  /** In slot order; `speed` as the boards read it (the profile's own). */
  hunters: { hunterName: string; general: General; verified?: boolean; speed: Pick<BoardSpeed, "ranked"> }[];
  achievements: Record<string, string>;
}

// The strongest first: rarity rank (game data order), Ultimate on top; within a rarity the faster as the boards
// rank it (docs/product.md#the-games-fastest-attack-on-the-boards: past the cap counts as the cap), then the slot
// order.
export function profileCardModel(
  input: ProfileCardInput,
  gameData: GameData,
  language: CardLanguage = ENGLISH_CARD,
): ProfileCardModel {
  const w = wording(gameData, language);
  const { t } = w;
  const rank = (rarity: string) => gameData.itemRarity.findIndex((r) => r.name === rarity);
  const strongest = input.hunters
    .map((h, order) => ({ h, order }))
    .sort(
      (a, b) =>
        rank(b.h.general.hunterRarity) - rank(a.h.general.hunterRarity) ||
        a.h.speed.ranked - b.h.speed.ranked ||
        a.order - b.order,
    )
    .slice(0, STRONGEST)
    .map(({ h }) => ({
      name: h.hunterName,
      purpose: h.general.hunterPurpose,
      ...tagsOf(h.general, gameData, w),
      verified: h.verified ? t("hunterCard.verified") : null,
    }));
  // In the game's display order, as the profile page lists them.
  const reached = ACHIEVEMENTS.flatMap((def) => {
    const letter = input.achievements[def.id];
    return letter ? [{ name: w.achievement(`defs.${def.id}.title`), letter }] : [];
  });
  const more = reached.length - SHOWN_ACHIEVEMENTS;
  return {
    nickname: input.owner.nickname,
    avatar: avatarOf(input.owner, gameData),
    publicHuntersText: w.message("displayingPublicHunters", { n: input.hunters.length }),
    huntersHeading: t(
      input.hunters.length > strongest.length ? "profileCard.strongestHunters" : "profileCard.publicHunters",
    ),
    noPublicHunters: w.message("noPublicHunters"),
    strongest,
    achievements: reached.slice(0, SHOWN_ACHIEVEMENTS),
    achievementWords: {
      heading: t("profileCard.achievements"),
      reached: t("profileCard.reached", { count: reached.length }),
      none: w.message("noAchievements"),
      more: more > 0 ? t("profileCard.more", { count: more }) : null,
    },
  };
}
