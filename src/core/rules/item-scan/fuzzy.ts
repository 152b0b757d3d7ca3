import { distance } from "fastest-levenshtein";

// Matching what OCR read against the game data's names. Text is folded before comparing: case, accents,
// spaces and punctuation vary between fonts and engines, and glyphs OCR confuses (l/I/1, O/0, rn/m) count as
// one, so `ATK SPO`, `Crlt Rate` and `CritRate` all land on their name at a distance of at most one.

export const fold = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/rn/g, "m")
    .replace(/vv/g, "w")
    .replace(/[il1|!]/g, "l")
    .replace(/[o0]/g, "o")
    .replace(/[^\p{L}\p{N}]+/gu, "");

export type Term = { key: string; folded: string; words: number };

export const term = (key: string, shown: string): Term => ({
  key,
  folded: fold(shown),
  words: shown.trim().split(/\s+/).length,
});

export type TermMatch = { key: string; distance: number; confidence: number };

/** The distance a name of `length` folded characters may be off by and still be that name. */
const allowance = (length: number) => (length <= 3 ? 1 : Math.max(1, Math.floor(length * 0.3)));

/**
 * The term `text` reads as, with how sure that is: 1 for the exact folded name, 0.9 for one slip in a long
 * name that no other name comes near, less the more it differs or the closer a second name comes.
 */
export function matchTerm(text: string, terms: readonly Term[]): TermMatch | undefined {
  const folded = fold(text);
  if (folded === "") return undefined;
  let best: { key: string; distance: number } | undefined;
  let second = Number.POSITIVE_INFINITY;
  for (const candidate of terms) {
    const d = distance(folded, candidate.folded);
    if (!best || d < best.distance) {
      if (best && best.key !== candidate.key) second = best.distance;
      best = { key: candidate.key, distance: d };
    } else if (candidate.key !== best.key && d < second) {
      second = d;
    }
  }
  if (!best || best.distance > allowance(folded.length)) return undefined;
  const margin = second - best.distance;
  const confidence =
    best.distance === 0 && margin > 0
      ? 1
      : best.distance === 1 && folded.length >= 5 && margin >= 2
        ? 0.9
        : 0.5 * (1 - best.distance / Math.max(folded.length, 1));
  return { key: best.key, distance: best.distance, confidence };
}

export type WindowMatch = TermMatch & { start: number; end: number };

/**
 * The best term among the runs of `words` (a term of n words tried against n-1 to n+1 words, as OCR splits
 * and joins words), optionally only runs starting at the first word.
 */
export function findTerm(
  words: readonly string[],
  terms: readonly Term[],
  { atStart = false, wholeLine = false } = {},
): WindowMatch | undefined {
  let best: WindowMatch | undefined;
  const lengths = new Set(terms.flatMap((t) => [t.words - 1, t.words, t.words + 1]).filter((n) => n >= 1));
  for (const length of lengths) {
    const lastStart = atStart || wholeLine ? 0 : words.length - length;
    for (let start = 0; start <= lastStart; start++) {
      const end = start + length;
      if (end > words.length || (wholeLine && end !== words.length)) continue;
      const sameLength = terms.filter((t) => Math.abs(t.words - length) <= 1);
      const found = matchTerm(words.slice(start, end).join(" "), sameLength);
      if (found && (!best || better(found, best))) best = { ...found, start, end };
    }
  }
  return best;
}

const better = (a: TermMatch, b: TermMatch) =>
  a.confidence > b.confidence || (a.confidence === b.confidence && a.distance < b.distance);
