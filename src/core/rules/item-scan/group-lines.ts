import type { LineReading } from "./read-line.ts";
import type { OcrBox, OcrLine } from "./types.ts";

// One screenshot may show several items, stacked or side by side. Each starts at its title (a special's
// name and/or "<rarity> <slot>"); every other line belongs to the nearest title above it in its column.

export type ReadLine = { line: OcrLine; reading: LineReading };
export type LineGroup = { lines: ReadLine[]; box: OcrBox };

const isTitle = (r: ReadLine) => r.reading.kind === "title" || r.reading.kind === "special";
const height = (box: OcrBox) => Math.max(1, box.y1 - box.y0);
const horizontalGap = (a: OcrBox, b: OcrBox) => Math.max(0, Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1));

const union = (boxes: readonly OcrBox[]): OcrBox => ({
  x0: Math.min(...boxes.map((b) => b.x0)),
  y0: Math.min(...boxes.map((b) => b.y0)),
  x1: Math.max(...boxes.map((b) => b.x1)),
  y1: Math.max(...boxes.map((b) => b.y1)),
});

export function groupLines(read: readonly ReadLine[]): LineGroup[] {
  const sorted = [...read].sort((a, b) => a.line.box.y0 - b.line.box.y0 || a.line.box.x0 - b.line.box.x0);
  const groups: ReadLine[][] = [];
  const anchors: { box: OcrBox; group: ReadLine[]; last: ReadLine }[] = [];
  const above = new Set<ReadLine>();
  for (const [index, entry] of sorted.entries()) {
    // An unreadable line right above a title is its special's name, garbled: it starts the next item.
    const next = sorted[index + 1];
    if (
      entry.reading.kind === "other" &&
      next &&
      isTitle(next) &&
      isRightAbove(entry.line.box, next.line.box)
    ) {
      above.add(entry);
      continue;
    }
    const owner = ownerOf(entry.line.box, anchors);
    if (isTitle(entry)) {
      // A special's name and its "<rarity> <slot>" line below it are one title.
      const joins =
        owner &&
        owner.last === owner.group.at(-1) &&
        isTitle(owner.last) &&
        owner.last.reading.kind !== entry.reading.kind &&
        horizontalGap(owner.last.line.box, entry.line.box) === 0 &&
        entry.line.box.y0 - owner.last.line.box.y1 < 2 * height(entry.line.box);
      if (joins) {
        owner.group.push(entry);
        owner.last = entry;
        owner.box = union([owner.box, entry.line.box]);
        continue;
      }
      const previous = sorted[index - 1];
      const group = previous && above.has(previous) ? [previous, entry] : [entry];
      groups.push(group);
      anchors.push({ box: entry.line.box, group, last: entry });
    } else if (owner) {
      owner.group.push(entry);
    } else if (entry.reading.kind !== "other") {
      // Item text above every title (a cropped screenshot): an item of its own, without a title.
      const group = [entry];
      groups.push(group);
      anchors.push({ box: entry.line.box, group, last: entry });
    }
  }
  return groups.map((lines) => ({ lines, box: union(lines.map((l) => l.line.box)) }));
}

const isRightAbove = (upper: OcrBox, lower: OcrBox) =>
  horizontalGap(upper, lower) === 0 &&
  lower.y0 - upper.y1 >= -height(lower) / 2 &&
  lower.y0 - upper.y1 < 1.5 * height(lower);

// The anchor above `box` in its column: nearest by vertical distance, columns apart weighing most.
function ownerOf<T extends { box: OcrBox }>(box: OcrBox, anchors: readonly T[]): T | undefined {
  let best: T | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const anchor of anchors) {
    if (anchor.box.y0 > box.y0 + height(box) / 2) continue;
    const cost = box.y0 - anchor.box.y0 + 8 * horizontalGap(anchor.box, box);
    if (cost < bestCost) {
      bestCost = cost;
      best = anchor;
    }
  }
  return best;
}
