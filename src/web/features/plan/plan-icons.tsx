import { makeIcon } from "#web/components/ui/icons.tsx";

// The plan page's own glyphs: the drag handle and the move arrows.
export const GripIcon = makeIcon(
  ["M9 6h.01", "M15 6h.01", "M9 12h.01", "M15 12h.01", "M9 18h.01", "M15 18h.01"],
  18,
);
export const ArrowUpIcon = makeIcon(["M12 19V5", "M6 11l6-6 6 6"], 18);
export const ArrowDownIcon = makeIcon(["M12 5v14", "M6 13l6 6 6-6"], 18);
// Drawn rather than typed: a lone "→" is a glyph axe cannot judge the contrast of.
export const ArrowRightIcon = makeIcon(["M5 12h14", "M13 6l6 6-6 6"], 16);
