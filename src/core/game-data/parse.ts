import { type GameData, gameDataSchema } from "./schema.ts";
import { checkGameData } from "./validate.ts";

type GameDataIssue = { path: string; message: string };

// Thrown for game data that does not match the schema or its cross-references; the message lists
// every bad path, e.g. `specials[3].itemType: "Epic" is not an item rarity (...)`.
export class GameDataError extends Error {
  readonly issues: GameDataIssue[];

  constructor(issues: GameDataIssue[], source = "game data") {
    const lines = issues.map((issue) => `  ${issue.path || "(root)"}: ${issue.message}`);
    super(`Invalid ${source}:\n${lines.join("\n")}`);
    this.name = "GameDataError";
    this.issues = issues;
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

// ["specials", 3, "skill", "attributesValues", "ATK SPD"] -> specials[3].skill.attributesValues["ATK SPD"]
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else if (typeof key === "string" && IDENTIFIER.test(key)) out += out === "" ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

// Checks the shape first; cross-references are only meaningful on well-shaped data.
export function parseGameData(input: unknown, source?: string): GameData {
  const parsed = gameDataSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: formatIssuePath(i.path), message: i.message }));
    throw new GameDataError(issues, source);
  }
  const issues = checkGameData(parsed.data);
  if (issues.length > 0) {
    throw new GameDataError(
      issues.map((i) => ({ path: formatIssuePath(i.path), message: i.message })),
      source,
    );
  }
  return parsed.data;
}
