import { type ClassFamily, PARAGON_ROW_SIZES } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import type { ParagonState } from "#core/schemas/hunter.ts";

// The paragon skill tree (docs/product.md#paragon-tree): node ids are 'row-column', 1-based; at most one node
// per row, and a row can be chosen only when the row above has one.

// One list of row sizes for the game data check and the rules.
export const PARAGON_ROWS = PARAGON_ROW_SIZES;

type ParagonNode = { row: number; column: number };

export function parseNodeId(nodeId: string): ParagonNode | null {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(nodeId);
  if (!match) return null;
  const row = Number(match[1]);
  const column = Number(match[2]);
  const size = PARAGON_ROWS[row - 1];
  if (size === undefined || column < 1 || column > size) return null;
  return { row, column };
}

export const nodeId = (row: number, column: number): string => `${row}-${column}`;

type ParagonRowLayout<N> = { row: number; nodes: { id: string; node: N | undefined }[] };

// The tree as the builder and the hunter page draw it: each row's number and its nodes, with their ids
// beside the game data's nodes (undefined where the data has fewer than the row's size).
export const paragonLayout = <N>(tree: readonly (readonly N[])[]): ParagonRowLayout<N>[] =>
  PARAGON_ROWS.map((size, rowIndex) => ({
    row: rowIndex + 1,
    nodes: Array.from({ length: size }, (_, columnIndex) => ({
      id: nodeId(rowIndex + 1, columnIndex + 1),
      node: tree[rowIndex]?.[columnIndex],
    })),
  }));

const rowOf = (id: string): number => parseNodeId(id)?.row ?? 0;

// Keeps the first valid node of each row, then only the rows reachable from the top, in row order.
export function normalizeParagonTree(tree: readonly string[]): string[] {
  const byRow = new Map<number, string>();
  for (const id of tree) {
    const node = parseNodeId(id);
    if (node && !byRow.has(node.row)) byRow.set(node.row, nodeId(node.row, node.column));
  }
  const result: string[] = [];
  for (let row = 1; row <= PARAGON_ROWS.length; row++) {
    const id = byRow.get(row);
    if (id === undefined) break;
    result.push(id);
  }
  return result;
}

export function isNodeSelectable(tree: readonly string[], id: string): boolean {
  const node = parseNodeId(id);
  if (!node) return false;
  return node.row === 1 || normalizeParagonTree(tree).some((chosen) => rowOf(chosen) === node.row - 1);
}

// Clicking a chosen node removes it and every row below it; clicking another node of a chosen row
// replaces that row's node; clicking a node whose parent row is empty does nothing.
export function toggleParagonNode(tree: readonly string[], id: string): string[] {
  const current = normalizeParagonTree(tree);
  const node = parseNodeId(id);
  if (!node) return current;
  const canonical = nodeId(node.row, node.column);
  if (current.includes(canonical)) return current.filter((chosen) => rowOf(chosen) < node.row);
  if (!isNodeSelectable(current, canonical)) return current;
  return normalizeParagonTree([...current.filter((chosen) => rowOf(chosen) !== node.row), canonical]);
}

export const isFullTree = (tree: readonly string[]): boolean =>
  normalizeParagonTree(tree).length === PARAGON_ROWS.length;

export const familyOf = (className: string, gameData: GameData): ClassFamily | null =>
  gameData.classes.find((c) => c.name === className)?.family ?? null;

export const isParagonClass = (className: string, gameData: GameData): boolean =>
  gameData.classes.find((c) => c.name === className)?.paragon === true;

// Picks belong to a class family's tree: a class of another family, or a class with no paragon tree,
// starts from an empty tree and no paragon skills (a Berserker's picks are not an Archmage's).
export function changeHunterClass<H extends { general: { hunterClass: string }; paragon: ParagonState }>(
  hunter: H,
  hunterClass: string,
  gameData: GameData,
): H {
  const before = isParagonClass(hunter.general.hunterClass, gameData)
    ? familyOf(hunter.general.hunterClass, gameData)
    : null;
  const after = isParagonClass(hunterClass, gameData) ? familyOf(hunterClass, gameData) : null;
  const general = { ...hunter.general, hunterClass };
  if (before !== null && before === after) return { ...hunter, general };
  return { ...hunter, general, paragon: { ...hunter.paragon, secondSkill: "", thirdSkill: "", tree: [] } };
}
