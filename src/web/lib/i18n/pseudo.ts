// The pseudo-locale (en-XA): every English text accented, a third longer and bracketed, placeholders kept,
// so a text that skipped the catalogue, or a layout that cannot grow by a third, shows at a glance.
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

const PLACEHOLDER = /(\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?\d+>)/;

export function pseudoText(text: string): string {
  const accented = text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (ch) => ACCENTED[ch] ?? ch)))
    .join("");
  const letters = text.replace(PLACEHOLDER, "").length;
  return `[${accented}${"~".repeat(Math.ceil(letters * 0.3))}]`;
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
