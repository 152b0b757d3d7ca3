import { messages } from "#core/messages.ts";
import type { ShoppingList } from "#core/rules/planner/shopping-list.ts";

// "What to farm": the fewest slots whose new item would close the gap, each as the game can drop it.
export function FarmList({ shopping }: { shopping: ShoppingList | null }) {
  return (
    <section
      aria-labelledby="plan-farm-title"
      className="rounded-xl border border-amber-400/40 bg-amber-400/5 p-4"
    >
      <h3 id="plan-farm-title" className="text-sm font-bold">
        {messages.planFarmTitle}
      </h3>
      {shopping ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {shopping.entries.map((entry) => (
            <li key={entry.slot}>
              {messages.planFarmItem(entry.slot, entry.rarity, entry.orBetter, entry.value)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-lodge-muted">{messages.planFarmNone}</p>
      )}
    </section>
  );
}
