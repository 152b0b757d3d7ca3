import type { HunterInput } from "#core/schemas/hunter.ts";
import { fieldLabel, SHEET_FIELDS, type SheetField } from "./hunter-fields.ts";

// "Keep mine" after a conflict (docs/decisions.md#2026-11-24-edits-made-offline): the player's edit and the
// other device's save both started from the same stored version (`base`). Each side keeps what only it
// changed; only a field both changed, to different values, is the player's to decide.

type Tree = { [key: string]: unknown };

// A field is what a player edits as one: an item's attribute row (type and value together), a set entry,
// a mount item's attribute, the paragon tree (its length varies), otherwise one stored value.
function fieldOf(path: string): string {
  const parts = path.split(".");
  if (parts[0] === "paragon" && parts[1] === "tree") return "paragon.tree";
  if (parts[0] === "sets") return parts.slice(0, 2).join(".");
  if (parts[0] === "items" && parts[2] === "attributes") return parts.slice(0, 4).join(".");
  if (parts[0] === "mount" && parts[1] === "items" && parts[3] === "attributes")
    return parts.slice(0, 5).join(".");
  return path;
}

function leafPaths(value: unknown, prefix: string, out: Set<string>) {
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value))
      leafPaths(child, prefix ? `${prefix}.${key}` : key, out);
  } else out.add(prefix);
}

const fieldsOf = (...hunters: HunterInput[]) => {
  const paths = new Set<string>();
  for (const hunter of hunters) leafPaths(hunter, "", paths);
  return [...new Set([...paths].map(fieldOf))];
};

const get = (hunter: HunterInput, field: string): unknown =>
  field.split(".").reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], hunter);

function set(hunter: HunterInput, field: string, value: unknown) {
  const keys = field.split(".");
  const last = keys.pop() as string;
  const node = keys.reduce<Tree>((n, key) => n[key] as Tree, hunter as unknown as Tree);
  if (value === undefined) delete node[last];
  else node[last] = structuredClone(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export type HunterMerge = {
  /** Theirs with every field only mine changed, and the contested ones as `prefer` says. */
  merged: HunterInput;
  /** The fields both sides changed to different values, as paths ("general.guild", "items.Ring.rarity"). */
  contested: string[];
};

export function mergeHunters(
  base: HunterInput,
  mine: HunterInput,
  theirs: HunterInput,
  prefer: "mine" | "theirs" = "mine",
): HunterMerge {
  const merged = structuredClone(theirs);
  const contested: string[] = [];
  for (const field of fieldsOf(base, mine, theirs)) {
    const [was, ours, other] = [get(base, field), get(mine, field), get(theirs, field)];
    if (same(was, ours) || same(ours, other)) continue;
    if (!same(was, other)) {
      contested.push(field);
      if (prefer === "theirs") continue;
    }
    set(merged, field, ours);
  }
  return { merged, contested };
}

const SLOT_OR_GROUP: Record<string, string> = {
  mount: "Mount",
  paragon: "Paragon",
  sets: "Sets",
  hunterName: "Name",
};

/** The fields a player is asked about, named as the sheet names them ("Name", "Guild", "Ring"), once each. */
export function contestedLabels(contested: readonly string[]): string[] {
  const label = (field: string) => {
    const [root = "", key = ""] = field.split(".");
    if (root === "general" && SHEET_FIELDS.includes(key as SheetField)) return fieldLabel(key as SheetField);
    if (root === "atkSpdGoal") return fieldLabel("atkSpdGoal");
    if (root === "items" || root === "traits") return key;
    return SLOT_OR_GROUP[root] ?? root;
  };
  return [...new Set(contested.map(label))];
}
