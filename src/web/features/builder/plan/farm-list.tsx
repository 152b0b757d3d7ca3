import { useTranslation } from "react-i18next";
import type { ShoppingList } from "#core/rules/planner/shopping-list.ts";

// "What to farm": the fewest slots whose new item would close the gap, each as the game can drop it.
export function FarmList({ shopping }: { shopping: ShoppingList | null }) {
  const { t } = useTranslation(["messages"]);
  return (
    <section
      aria-labelledby="plan-farm-title"
      className="rounded-xl border border-amber-400/40 bg-amber-400/5 p-4"
    >
      <h3 id="plan-farm-title" className="text-sm font-bold">
        {t("messages:planFarmTitle")}
      </h3>
      {shopping ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {shopping.entries.map((entry) => (
            <li key={entry.slot}>
              {t("messages:planFarmItem", {
                slot: entry.slot,
                rarity: entry.rarity,
                orBetter: entry.orBetter,
                value: entry.value,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-lodge-muted">{t("messages:planFarmNone")}</p>
      )}
    </section>
  );
}
