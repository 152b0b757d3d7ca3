// Numbers as OCR reads them. A letter in a number is a slip of a digit of the same shape: O and l (or I)
// are so common and so unambiguous that reading them as 0 and 1 stays sure; S, B, Z or g may be a 5, 8, 2
// or 9, or a word, so a number that needed them is marked for the player.
const SAFE: Record<string, string> = {
  O: "0",
  o: "0",
  D: "0",
  Q: "0",
  l: "1",
  I: "1",
  "|": "1",
  i: "1",
  "!": "1",
};
const DOUBTFUL: Record<string, string> = { S: "5", s: "5", B: "8", Z: "2", z: "2", g: "9", G: "6", T: "7" };

export type ReadNumber = { value: number; text: string; confidence: number };

const DIGITISH = "0-9OoDQlI|i!SsBZzgGT";
/**
 * A number at the end of a line, with or without a sign, decimals and a percent sign; a percent sign OCR
 * turned into a bracket or a bar is kept as `odd`.
 */
const TRAILING_NUMBER = new RegExp(
  `(?:^|[\\s:+])([+-]?)([${DIGITISH}]{1,4}(?:[.,][${DIGITISH}]{1,3})?)\\s*(%|[\\])}>/\\\\]|)\\s*[.,;']?$`,
);

function readNumber(raw: string): ReadNumber | undefined {
  let confidence = 1;
  let text = "";
  for (const char of raw) {
    if (/[0-9]/.test(char)) text += char;
    else if (char === "," || char === ".") text += ".";
    else if (SAFE[char]) {
      text += SAFE[char];
      confidence = Math.min(confidence, 0.9);
    } else if (DOUBTFUL[char]) {
      text += DOUBTFUL[char];
      confidence = Math.min(confidence, 0.5);
    } else return undefined;
  }
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  return { value: Number(text), text, confidence };
}

export type NumberAtEnd = ReadNumber & { before: string; percent: boolean; odd: boolean };

/** The number a line ends with, and the text before it. */
// A percent value OCR glued to the name before it ("HP1%"): only real digits, or "ATK SPD5%" would read D5.
const GLUED_PERCENT = /(?<=\p{L})()([0-9]{1,3})\s*(%)\s*$/u;

export function numberAtEnd(line: string): NumberAtEnd | undefined {
  const match = TRAILING_NUMBER.exec(line.trim()) ?? GLUED_PERCENT.exec(line.trim());
  if (!match) return undefined;
  const read = readNumber(match[2] ?? "");
  // Digit-shaped letters alone ("Sis", "lol") are a word, unless a percent sign follows them.
  if (!read || (!/[0-9]/.test(match[2] ?? "") && match[3] !== "%")) return undefined;
  const before = line.trim().slice(0, match.index).trim();
  const odd = match[3] !== "" && match[3] !== "%";
  return {
    ...read,
    confidence: odd ? Math.min(read.confidence, 0.4) : read.confidence,
    before,
    percent: match[3] === "%",
    odd,
  };
}
