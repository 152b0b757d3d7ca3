// The pseudo-locale (en-XA): every English text accented, a third longer and bracketed, placeholders kept,
// so a text that skipped the catalogue, or a layout that cannot grow by a third, shows at a glance. Dates and
// the game data's names (calendar events, items, stats) are marked the same way where they are formatted.
const ACCENTED: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ö",
  u: "ü",
  c: "ç",
  n: "ñ",
  y: "ý",
  s: "š",
  z: "ž",
  A: "Å",
  E: "É",
  I: "Î",
  O: "Ö",
  U: "Ü",
  C: "Ç",
  N: "Ñ",
  Y: "Ý",
  S: "Š",
  Z: "Ž",
};

// Interpolations, nested keys and <Trans> tags, numbered or named (<1>, <accent>): kept as they are.
const PLACEHOLDER = /(\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+\s*\/?>)/;
// The added third comes in short words, as a longer language's words would: one long run of marks could
// not wrap and would widen a phone's page where no real language does.
const PADDING_WORD = 5;

const padding = (length: number) =>
  Array.from({ length: Math.ceil(length / PADDING_WORD) }, (_, i) =>
    "~".repeat(Math.min(PADDING_WORD, length - i * PADDING_WORD)),
  ).join(" ");

export function pseudoText(text: string): string {
  const accented = text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (ch) => ACCENTED[ch] ?? ch)))
    .join("");
  const letters = text.replace(new RegExp(PLACEHOLDER, "g"), "").length;
  return `[${accented}${padding(Math.ceil(letters * 0.3))}]`;
}

type Catalogue = { [key: string]: string | Catalogue };

export function pseudoCatalogue(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === "string" ? pseudoText(value) : pseudoCatalogue(value),
    ]),
  );
}
