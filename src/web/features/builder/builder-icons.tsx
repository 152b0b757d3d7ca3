import { makeIcon } from "#web/components/ui/icons.tsx";

// The builder's own glyphs, a little smaller than the UI kit's by default.
const make = (paths: readonly string[]) => makeIcon(paths, 18);

export const SearchIcon = make(["M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z", "M20 20l-4-4"]);
export const SaveIcon = make(["M5 4h11l3 3v13H5z", "M8 4v5h7V4", "M8 20v-6h8v6"]);
export const BoltIcon = make(["M13 3 5 14h6l-1 7 8-11h-6z"]);
export const ChartIcon = make(["M4 20V10", "M10 20V4", "M16 20v-7", "M22 20H2"]);
export const WarningIcon = make(["M12 3 2 20h20z", "M12 10v4", "M12 17h.01"]);
export const MinusIcon = make(["M5 12h14"]);
export const ChevronUpIcon = make(["M6 15l6-6 6 6"]);
