import { useId } from "react";
import { useTranslation } from "react-i18next";
import { baseAtkSpd } from "#core/rules/attack-speed.ts";
import type { ShoppingList } from "#core/rules/planner/shopping-list.ts";
import { useGameData } from "#web/data/get-game-data.ts";
import { useBaseSpeed } from "#web/lib/i18n/use-base-speed.ts";

// "What to farm": the fewest slots whose new item would close the gap, each as the game can drop it.
// Shared by the builder's plan and the roster plan, where one page shows several (hence the generated id).
// The values hold for the build's weapon base speed, which the list names
// (docs/decisions.md#2026-11-25-where-every-number-comes-from).
export function FarmList({ shopping }: { shopping: ShoppingList | null }) {
  const { t } = useTranslation(["messages", "components"]);
  const titleId = useId();
  const baseSpeed = useBaseSpeed();
  const gameData = useGameData().data;
  const base = shopping && gameData ? baseSpeed(baseAtkSpd(shopping.hunter, gameData)) : null;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-amber-400/40 bg-amber-400/5 p-4">
      <h3 id={titleId} className="text-sm font-bold">
        {t("messages:planFarmTitle")}
      </h3>
      {base ? (
        <p className="mt-1 text-xs text-lodge-muted">{t("components:breakdown.farmBase", { base })}</p>
      ) : null}
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
              {entry.slot === "Weapon" && base ? ` (${t("components:breakdown.baseOnly", { base })})` : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-lodge-muted">{t("messages:planFarmNone")}</p>
      )}
    </section>
  );
}
