// docs/product.md#performance-budgets: the roster plan for 20 hunters over 400 items, 8 equipment slots
// and 3 mount items: median under 200 ms, p99 under 1 s (it runs in a Web Worker in the app). Then, on
// PostgreSQL, what "Apply all" of 20 changed hunters costs the server (bench/support/roster-apply.ts).
import { readFileSync } from "node:fs";
import { type GameData, ITEM_SLOTS } from "#core/game-data/schema.ts";
import { attackSpeedReport } from "#core/rules/attack-speed.ts";
import type { OwnedItem } from "#core/rules/planner/options.ts";
import { applySwaps } from "#core/rules/planner/plan.ts";
import { planRoster, type RosterHunter } from "#core/rules/planner/roster-plan.ts";
import { hunterInputSchema } from "#core/schemas/hunter.ts";
import { type BenchResult, ms, percentile } from "./lib.ts";
import { droppedItems } from "./support/dropped-items.ts";
import { applyCost } from "./support/roster-apply.ts";
import { seeded } from "./support/seeded.ts";

const HUNTERS = 20;
const ITEMS = 400;
const ROSTERS = 12;
const RUNS_EACH = 3;

// Items as the game drops them; 20 hunters each wear one item of every slot
// from the same inventory, with goals from 70% to 97% of their speed now, so some share, some contend,
// some stay out of reach.
export function rosterCase(
  seed: number,
  gameData: GameData,
): { hunters: RosterHunter[]; items: OwnedItem[] } {
  const rng = seeded(seed);
  const { next } = rng;
  const items = droppedItems(ITEMS, gameData, rng, (i) => ITEM_SLOTS[i % ITEM_SLOTS.length] ?? "Ring");
  const hunters = Array.from({ length: HUNTERS }, (_, h): RosterHunter => {
    const start = hunterInputSchema.parse({
      hunterName: `Hunter ${h + 1}`,
      general: { trait: 1 + (h % 5), guild: 5, technology: 4, hunterAtkSpdRarity: "Blue" },
      mount: {
        rarity: "A",
        items: {
          Horseshoe: { rarity: "A Tier", attributes: { atkSpd: { value: 3 }, movementSpeed: { value: 4 } } },
          Saddle: { rarity: "A Tier", attributes: { hp: { value: 5 }, def: { value: 3 } } },
          Reins: { rarity: "A Tier", attributes: { atk: { value: 6 } } },
        },
      },
      traits: { Quicken: 1 + (h % 5) },
    });
    const worn = ITEM_SLOTS.map((_, s) => ({ itemId: `item-${h * ITEM_SLOTS.length + s}` }));
    const hunter = applySwaps(start, worn, items, gameData);
    const actual = attackSpeedReport(hunter, gameData).actual;
    const goal = Math.round(actual * (0.7 + next() * 0.27) * 100) / 100;
    return { id: `h${h}`, hunterName: `Hunter ${h + 1}`, hunter: { ...hunter, atkSpdGoal: goal } };
  });
  return { hunters, items };
}

export async function run(): Promise<BenchResult[]> {
  const gameData = JSON.parse(
    readFileSync(new URL("../data/game-data.json", import.meta.url), "utf8"),
  ) as GameData;
  const cases = Array.from({ length: ROSTERS }, (_, i) => rosterCase(100 + i, gameData));
  for (const input of cases.slice(0, 2)) planRoster({ ...input, gameData });
  const cpu: number[] = [];
  let planned = 0;
  let unreachable = 0;
  let proven = 0;
  for (const input of cases) {
    for (let r = 0; r < RUNS_EACH; r++) {
      const started = process.cpuUsage();
      const plan = planRoster({ ...input, gameData });
      const used = process.cpuUsage(started);
      cpu.push((used.user + used.system) / 1000);
      if (r === 0) {
        planned += plan.entries.filter((e) => e.outcome === "planned").length;
        unreachable += plan.entries.filter((e) => e.outcome === "unreachable").length;
        if (plan.proven) proven += 1;
      }
    }
  }
  const sorted = [...cpu].sort((a, b) => a - b);
  const median = percentile(sorted, 0.5);
  const p99 = percentile(sorted, 0.99);
  return [
    {
      name: `Roster plan: ${HUNTERS} hunters in priority order over ${ITEMS} items, 8 slots + 3 mount items`,
      result: `CPU median ${ms(median)}, p99 ${ms(p99)}, worst ${ms(sorted.at(-1) ?? 0)} over ${ROSTERS} rosters × ${RUNS_EACH} runs (${planned} hunters planned, ${unreachable} out of reach; ${proven} of ${ROSTERS} sharings proven fewest, the others stopped at the search budget)`,
      budget: "median < 200 ms, p99 < 1 s",
      pass: median < 200 && p99 < 1000,
    },
    // What the server pays when the player applies such a plan (the roster plan's "Apply all",
    // docs/product.md#roster-plan).
    ...(await applyCost(cases[0]?.hunters ?? [], cases[0]?.items ?? [], gameData)),
  ];
}
