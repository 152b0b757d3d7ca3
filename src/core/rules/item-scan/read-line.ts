import { nearestColor } from "./colors.ts";
import { findTerm, matchTerm, type Term } from "./fuzzy.ts";
import { numberAtEnd } from "./numbers.ts";
import type { OcrLine } from "./types.ts";
import type { ScanVocabulary } from "./vocabulary.ts";

// What one line of an item's text says. Labelled lines (rune, weapon rune, skill level, base speed, the
// engraved mark) are told by their label first, since a weapon rune's line also holds a slot word and a
// rune's line reads like an attribute's.

export type Known = { key: string; confidence: number };
export type NumberRead = { value: number; text: string; confidence: number };

export type LineReading =
  | { kind: "special"; special: Known }
  | { kind: "title"; slot?: Known; rarity?: Known }
  | { kind: "quality"; quality: Known }
  | { kind: "attribute"; type: Known; value: NumberRead }
  | { kind: "unknownAttribute"; name: string }
  | { kind: "rune"; type?: Known; value?: NumberRead }
  | { kind: "weaponRune"; type?: Known; level?: NumberRead }
  | { kind: "skillLevel"; level?: NumberRead }
  | { kind: "baseAtkSpd"; value?: NumberRead }
  | { kind: "engraved" }
  | { kind: "other" };

const words = (text: string) =>
  text
    .replace(/[•·*]/g, " ")
    .split(/\s+/)
    .filter((w) => w !== "");

// The engine is not sure of this line: nothing read from it is shown without a mark.
const doubt = (line: OcrLine, confidence: number) =>
  line.confidence !== undefined && line.confidence < 60 ? Math.min(confidence, 0.5) : confidence;

const labelAt = (ws: string[], labels: Term[]) => {
  const found = findTerm(ws, labels, { atStart: true });
  return found && found.confidence >= 0.45 ? found : undefined;
};

function level(text: string, line: OcrLine): NumberRead | undefined {
  const read = numberAtEnd(text);
  if (!read || read.percent) return undefined;
  const inRange = Number.isInteger(read.value) && read.value >= 1 && read.value <= 3;
  return { value: read.value, text: read.text, confidence: doubt(line, inRange ? read.confidence : 0.2) };
}

export function readLine(line: OcrLine, vocabulary: ScanVocabulary): LineReading {
  const ws = words(line.text);
  if (ws.length === 0) return { kind: "other" };
  const { labels } = vocabulary;
  const sure = (found: { key: string; confidence: number }): Known => ({
    key: found.key,
    confidence: doubt(line, found.confidence),
  });

  if (labelAt(ws, labels.engraved) && ws.length <= 3) return { kind: "engraved" };
  const base = labelAt(ws, labels.baseAttackSpeed);
  if (base) {
    const read = numberAtEnd(ws.slice(base.end).join(" "));
    // A base speed always shows its decimals; one read without them lost its point.
    const value =
      read && !read.percent
        ? {
            value: read.value,
            text: read.text,
            confidence: doubt(line, read.text.includes(".") ? read.confidence : 0.3),
          }
        : undefined;
    return { kind: "baseAtkSpd", ...(value ? { value } : {}) };
  }
  // A weapon rune's name is distinctive enough to tell its line without the label.
  const weaponRuneLabel = labelAt(ws, labels.weaponRune);
  const runeName = weaponRuneLabel ? undefined : findTerm(ws, vocabulary.weaponRunes, { atStart: true });
  const weaponRune = weaponRuneLabel ?? (runeName && runeName.confidence >= 0.8 ? { end: 0 } : undefined);
  if (weaponRune) {
    const rest = ws.slice(weaponRune.end);
    const type = findTerm(rest, vocabulary.weaponRunes);
    const read = level(rest.join(" "), line);
    return { kind: "weaponRune", ...(type ? { type: sure(type) } : {}), ...(read ? { level: read } : {}) };
  }
  const skill = labelAt(ws, labels.skillLevel);
  if (skill) {
    const read = level(ws.slice(skill.end).join(" "), line);
    return { kind: "skillLevel", ...(read ? { level: read } : {}) };
  }
  const rune = labelAt(ws, labels.runeType);
  if (rune) {
    const rest = ws
      .slice(rune.end)
      .join(" ")
      .replace(/^[:\s]+/, "");
    const read = numberAtEnd(rest);
    const type = matchTerm(read ? read.before : rest, vocabulary.runeTypes);
    const value = read
      ? { value: read.value, text: read.text, confidence: doubt(line, read.confidence) }
      : undefined;
    return { kind: "rune", ...(type ? { type: sure(type) } : {}), ...(value ? { value } : {}) };
  }

  const read = numberAtEnd(line.text);
  if (read && /\p{L}/u.test(read.before)) return attributeLine(line, read, vocabulary);

  const special = findTerm(ws, vocabulary.specials, { wholeLine: true });
  if (special && special.confidence >= 0.45) return { kind: "special", special: sure(special) };
  const quality = findTerm(ws, vocabulary.qualities, { wholeLine: true });
  if (quality) {
    const byColor = line.color ? nearestColor(line.color, vocabulary.gameData.itemQuality) : undefined;
    return { kind: "quality", quality: agree(sure(quality), byColor) };
  }
  const slot = findTerm(ws, vocabulary.slots);
  if (slot) return titleLine(line, ws, sure(slot), slot, vocabulary);
  return { kind: "other" };
}

function attributeLine(
  line: OcrLine,
  read: NonNullable<ReturnType<typeof numberAtEnd>>,
  vocabulary: ScanVocabulary,
): LineReading {
  const name = read.before.replace(/^[^\p{L}]+/u, "").replace(/[:+\s]+$/, "");
  const type = matchTerm(name, vocabulary.attributes);
  if (!type) return { kind: "unknownAttribute", name };
  // A value shown without its percent sign may have lost a digit with it (5% read as 596).
  const confidence = doubt(line, read.percent ? read.confidence : Math.min(read.confidence, 0.4));
  return {
    kind: "attribute",
    type: { key: type.key, confidence: doubt(line, type.confidence) },
    value: { value: read.value, text: read.text, confidence },
  };
}

function titleLine(
  line: OcrLine,
  ws: string[],
  slot: Known,
  at: { start: number; end: number },
  vocabulary: ScanVocabulary,
): LineReading {
  const rest = [...ws.slice(0, at.start), ...ws.slice(at.end)];
  const byText = rest.length > 0 ? findTerm(rest, vocabulary.rarities) : undefined;
  const byColor = line.color ? nearestColor(line.color, vocabulary.gameData.itemRarity) : undefined;
  const text = byText ? { key: byText.key, confidence: doubt(line, byText.confidence) } : undefined;
  const rarity = text
    ? agree(text, byColor)
    : byColor && { key: byColor.name, confidence: byColor.confidence };
  return { kind: "title", slot, ...(rarity ? { rarity } : {}) };
}

// Text and ink saying the same raises the reading; saying different things lowers it below sure.
function agree(text: Known, byColor: { name: string; confidence: number } | undefined): Known {
  if (!byColor) return text;
  if (byColor.name === text.key)
    return { key: text.key, confidence: Math.max(text.confidence, byColor.confidence) };
  return { key: text.key, confidence: Math.min(text.confidence, 0.5) };
}
