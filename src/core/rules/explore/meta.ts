import { GAME_FASTEST_ATK_SPD } from "../speed-cap.ts";
import { SPEED_STEP } from "./facts.ts";

// The meta of one class or of all (docs/product.md#meta), read from the tallies of listed builds.

/** Below this many public builds a statistic is not shown: a handful of builds is an anecdote. */
export const META_MIN_BUILDS = 20;

/** How many of the most common paragon paths the meta lists. */
const META_TOP_PATHS = 5;
const HISTOGRAM_BARS = 10;

// How a share's game names make its label: the server writes it in English (the order's tie-break), a
// page again in the reader's game terms from the same parts, so both say the same thing.
const same = (english: string) => english;
export const SHARE_NAMING = {
  plain: (parts: string[], text = same) => parts.map(text).join(" "),
  set: ([name = "", level = ""]: string[], text = same) => `${text(name)} ${level}`,
  special: ([slot = "", name = ""]: string[], text = same) => `${text(name)} (${text(slot)})`,
};
export type ShareNaming = keyof typeof SHARE_NAMING;

export type Share = { label: string; parts: string[]; naming: ShareNaming; count: number; percent: number };

/** A share's label with its game names in the reader's game terms. */
export const shareLabel = (share: Pick<Share, "parts" | "naming">, text: (english: string) => string) =>
  SHARE_NAMING[share.naming](share.parts, text);
/** `atCap`: how many builds play at the game's fastest attack (docs/product.md#the-games-fastest-attack-on-the-boards). */
export type SpeedSpread = {
  atCap: number;
  fastest: number;
  q1: number;
  median: number;
  q3: number;
  slowest: number;
  histogram: { from: number; to: number; count: number }[];
};
export type ClassMeta =
  | { builds: number; enough: false }
  | {
      builds: number;
      enough: true;
      sets: Share[];
      specials: Share[];
      mountSkills: Share[];
      mountTraits: Share[];
      traits: { trait: string; levels: Omit<Share, "parts" | "naming">[] }[];
      paragonSecond: Share[];
      paragonThird: Share[];
      paragonPaths: Share[];
      speed: SpeedSpread;
    };

export type TallyEntry = { key: string; n: number };

const percentOf = (count: number, builds: number) => Math.round((count / builds) * 1000) / 10;

const byCount = (a: Share, b: Share) =>
  b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);

// The value at nearest rank `p` of the sorted speeds, walking the tallied steps in order.
function atRank(steps: readonly [number, number][], total: number, p: number): number {
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const [step, count] of steps) {
    seen += count;
    if (seen >= rank) return step * SPEED_STEP;
  }
  return (steps.at(-1)?.[0] ?? 0) * SPEED_STEP;
}

// The cap's own step: a tally below it (a build saved before boards read the cap) counts at the cap.
const CAP_STEP = Math.round(GAME_FASTEST_ATK_SPD / SPEED_STEP);

export function speedSpread(steps: readonly [number, number][]): SpeedSpread {
  const merged = new Map<number, number>();
  for (const [step, n] of steps) {
    if (n <= 0) continue;
    const played = Math.max(step, CAP_STEP);
    merged.set(played, (merged.get(played) ?? 0) + n);
  }
  const sorted = [...merged].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  const first = sorted[0]?.[0] ?? 0;
  const last = sorted.at(-1)?.[0] ?? 0;
  const width = Math.max(1, Math.ceil((last - first + 1) / HISTOGRAM_BARS));
  const bars = Array.from({ length: Math.ceil((last - first + 1) / width) }, (_, i) => ({
    from: (first + i * width) * SPEED_STEP,
    to: (first + (i + 1) * width - 1) * SPEED_STEP,
    count: 0,
  }));
  for (const [step, n] of sorted) {
    const bar = bars[Math.floor((step - first) / width)];
    if (bar) bar.count += n;
  }
  return {
    atCap: merged.get(CAP_STEP) ?? 0,
    fastest: first * SPEED_STEP,
    q1: atRank(sorted, total, 0.25),
    median: atRank(sorted, total, 0.5),
    q3: atRank(sorted, total, 0.75),
    slowest: last * SPEED_STEP,
    histogram: bars,
  };
}

/** The meta of `scope` from its tallies; nothing but the count when fewer than META_MIN_BUILDS builds. */
export function metaFromTallies(scope: string, entries: readonly TallyEntry[]): ClassMeta {
  const prefix = `${scope}|`;
  const groups = new Map<string, { parts: string[]; n: number }[]>();
  for (const { key, n } of entries) {
    if (!key.startsWith(prefix) || n <= 0) continue;
    const [kind = "", ...parts] = key.slice(prefix.length).split("|");
    let group = groups.get(kind);
    if (!group) {
      group = [];
      groups.set(kind, group);
    }
    group.push({ parts, n });
  }
  const builds = groups.get("builds")?.[0]?.n ?? 0;
  if (builds < META_MIN_BUILDS) return { builds, enough: false };
  const shares = (kind: string, naming: ShareNaming = "plain"): Share[] =>
    (groups.get(kind) ?? [])
      .map(({ parts, n }) => ({
        label: SHARE_NAMING[naming](parts),
        parts,
        naming,
        count: n,
        percent: percentOf(n, builds),
      }))
      .sort(byCount);
  const traitRows = groups.get("trait") ?? [];
  const traitNames = [...new Set(traitRows.map(({ parts }) => parts[0] ?? ""))];
  return {
    builds,
    enough: true,
    sets: shares("set", "set"),
    specials: shares("special", "special"),
    mountSkills: shares("mountSkill"),
    mountTraits: shares("mountTrait"),
    traits: traitNames.map((trait) => ({
      trait,
      levels: traitRows
        .filter(({ parts }) => parts[0] === trait)
        .map(({ parts, n }) => ({ label: parts[1] ?? "", count: n, percent: percentOf(n, builds) }))
        .sort((a, b) => Number(a.label) - Number(b.label)),
    })),
    paragonSecond: shares("p2"),
    paragonThird: shares("p3"),
    paragonPaths: shares("path").slice(0, META_TOP_PATHS),
    speed: speedSpread((groups.get("speed") ?? []).map(({ parts, n }) => [Number(parts[0]), n])),
  };
}

/**
 * "Faster than N% of public builds": the share of the other ranked builds this one is ahead of. Null below
 * the meta's threshold: "faster than 0%" of no other build says nothing, so a small board gives its plain rank.
 */
export function percentFaster(rank: number, total: number): number | null {
  if (total < META_MIN_BUILDS) return null;
  return Math.floor(((total - rank) / (total - 1)) * 100);
}
