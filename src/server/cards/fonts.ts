import { readFileSync } from "node:fs";

// Inter (SIL Open Font License, fonts/OFL.txt), from the @fontsource/inter package: Latin, Latin
// Extended, Cyrillic and Greek, so most names players type draw as typed. Satori reads .woff, not .woff2.
const SUBSETS = ["latin", "latin-ext", "cyrillic", "greek"] as const;
const WEIGHTS = [400, 600, 800] as const;

export type CardFont = { name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: "normal" };

let loaded: CardFont[] | undefined;

export function cardFonts(): CardFont[] {
  loaded ??= SUBSETS.flatMap((subset) =>
    WEIGHTS.map((weight) => ({
      name: "Inter",
      data: readFileSync(new URL(`./fonts/inter-${subset}-${weight}-normal.woff`, import.meta.url)),
      weight,
      style: "normal" as const,
    })),
  );
  return loaded;
}
