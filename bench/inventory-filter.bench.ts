// docs/product.md#performance-budgets: filtering and grouping 400 inventory items by 5 attributes stays under 4 ms.
import { readFileSync } from "node:fs";
import { type GameData, ITEM_SLOTS } from "#core/game-data/schema.ts";
import { emptyFilters, filterInventory } from "#core/rules/inventory-filter.ts";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { type BenchResult, ms, timeSync } from "./lib.ts";
import { seeded } from "./support/seeded.ts";

const BUDGET_MS = 4;
const ITEMS = 400;

function inventory(gameData: GameData): InventoryItem[] {
  const { next, pick } = seeded(6);
  return Array.from({ length: ITEMS }, (_, i) => {
    const rarity = pick(gameData.itemRarity);
    return {
      id: `item-${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      itemType: pick(ITEM_SLOTS),
      rarity: rarity.name,
      quality: pick(gameData.itemQuality).name,
      attributes: Array.from({ length: rarity.attributeCount }, () => ({
        type: pick(gameData.attributes),
        value: 1 + Math.floor(next() * 30),
      })),
      runeType: "",
      runeValue: 0,
      engraved: next() < 0.3,
      ...(next() < 0.2 ? { inheritable: true as const } : {}),
    };
  });
}

export async function run(): Promise<BenchResult[]> {
  const gameData = JSON.parse(
    readFileSync(new URL("../data/game-data.json", import.meta.url), "utf8"),
  ) as GameData;
  const items = inventory(gameData);
  const filters = { ...emptyFilters(), attributes: gameData.attributes.slice(0, 5) };
  const shown = filterInventory(items, filters).groups.reduce((n, g) => n + g.items.length, 0);
  const { wall, cpu, samples } = timeSync(() => filterInventory(items, filters), {
    warmup: 2000,
    iterations: 5000,
  });
  return [
    {
      name: `Filter and group ${ITEMS} inventory items by 5 attributes`,
      result:
        `CPU median ${ms(cpu.median)}, p99 ${ms(cpu.p99)}; wall median ${ms(wall.median)}, p99 ${ms(wall.p99)}` +
        ` (${samples} runs, ${shown} items shown)`,
      budget: `CPU p99 < ${BUDGET_MS} ms`,
      pass: cpu.p99 < BUDGET_MS,
    },
  ];
}
