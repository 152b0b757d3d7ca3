import { makeIcon } from "#web/components/ui/icons.tsx";

// The hunter screens' own glyphs, a little smaller than the UI kit's by default.
const make = (paths: readonly string[]) => makeIcon(paths, 18);

export const EditIcon = make(["M4 20h4L19 9l-4-4L4 16z", "M13.5 6.5l4 4"]);
// A sheet of paper: the hunter's read-only page.
export const PageIcon = make(["M6 3h9l4 4v14H6z", "M14 3v5h5", "M9 13h7", "M9 17h7"]);
// Two arrows passing each other: this build against another.
export const CompareIcon = make(["M4 8h13", "M14 5l3 3-3 3", "M20 16H7", "M10 13l-3 3 3 3"]);
export const ShareIcon = make([
  "M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  "M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  "M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  "M8.6 13.5l6.8 4",
  "M15.4 6.5l-6.8 4",
]);
export const EyeIcon = make([
  "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z",
  "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
]);
export const EyeOffIcon = make([
  "M3 3l18 18",
  "M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1",
  "M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6",
  "M9.9 9.9a3 3 0 0 0 4.2 4.2",
]);
export const GlobeIcon = make([
  "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z",
  "M2 12h20",
  "M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20z",
]);
export const SparkleIcon = make(["M12 3l2.2 6.8L21 12l-6.8 2.2L12 21l-2.2-6.8L3 12l6.8-2.2z"]);
