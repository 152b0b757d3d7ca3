import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { baseAtkSpd } from "#core/rules/attack-speed.ts";
import { wornByOthers } from "#core/rules/planner/worn-by.ts";
import { type BoardSpeed, boardSpeed } from "#core/rules/speed-cap.ts";
import type { ExploreCard } from "#core/schemas/explore.ts";
import { useCapWords } from "#web/components/game/board-speed.tsx";
import { BaseSpeedChange } from "#web/components/game/breakdown/base-speed-change.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { useInventory } from "#web/data/inventory/get-inventory.ts";
import { useBaseSpeed } from "#web/lib/i18n/use-base-speed.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { builderPlanPath } from "#web/lib/plan-link.ts";
import { choicesFor, type OwnHunterChoice } from "../use-own-hunters.ts";
import { useGapPlan } from "./use-gap-plan.ts";

// "How do I get there" (docs/product.md#gap-to-the-top): the planner, from the player's inventory, towards
// this build's actual ATK SPD for the player's chosen hunter: the fewest swaps, or what to farm.
export function GapDialog({
  target,
  own,
  open,
  onOpenChange,
}: {
  target: Pick<ExploreCard, "id" | "ownerId" | "hunterName" | "hunterClass" | "speed">;
  own: OwnHunterChoice[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(["explore", "components"]);
  const f = useFormat();
  const baseSpeed = useBaseSpeed();
  const capWords = useCapWords();
  // Every speed here as the game plays it (docs/product.md#the-games-fastest-attack-on-the-boards).
  const played = (speed: BoardSpeed) =>
    [f.fixed(speed.ranked, 4), capWords(speed)].filter(Boolean).join(" · ");
  const playedFormula = (formula: number) => played(boardSpeed(formula));
  const gameData = useGameData().data;
  const inventory = useInventory();
  const choices = choicesFor(own, target.hunterClass);
  const [chosenId, setChosenId] = useState(choices[0]?.hunter.id ?? "");
  const chosen = choices.find((c) => c.hunter.id === chosenId) ?? choices[0];
  const items = inventory.data?.items;
  const request = useMemo(() => {
    if (!chosen || !gameData || !items) return null;
    const hunters = own.map((c) => c.hunter);
    return {
      hunter: { ...chosen.hunter, atkSpdGoal: target.speed.ranked },
      items,
      gameData,
      wornBy: wornByOthers(items, hunters, gameData, chosen.hunter.id),
    };
  }, [chosen, gameData, items, own, target.speed.ranked]);
  const { result, error } = useGapPlan(open ? request : null);
  // The builder's plan towards the same goal, so it answers what this dialog promised.
  const builderPath = chosen ? builderPlanPath(chosen.hunter.id, target.speed.ranked) : "/";

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("gap.title", { name: target.hunterName })}
      description={t("gap.goal", { speed: played(target.speed) })}
      size="md"
    >
      <div className="flex flex-col gap-4">
        <Select
          label={t("gap.hunter")}
          value={chosen?.hunter.id ?? ""}
          onChange={(e) => setChosenId(e.target.value)}
        >
          {choices.map((c) => (
            <option key={c.hunter.id} value={c.hunter.id}>
              {t("gap.hunterOption", { name: c.hunter.hunterName, speed: playedFormula(c.actual) })}
            </option>
          ))}
        </Select>
        <section
          aria-live="polite"
          aria-label={t("gap.answer")}
          className="rounded-xl bg-lodge-panel-2 p-4 text-sm"
        >
          {error ? (
            <p role="alert">{t("gap.failed")}</p>
          ) : !result ? (
            <p className="flex items-center gap-2">
              <Spinner size={16} /> {t("gap.working")}
            </p>
          ) : result.kind === "met" ? (
            <p className="font-semibold">{t("gap.met")}</p>
          ) : result.kind === "reachable" ? (
            <div className="flex flex-col gap-2">
              <p className="font-semibold">{t("gap.reachable", { count: result.fewest })}</p>
              <ul className="list-disc space-y-1 pl-5">
                {result.plans[0]?.swaps.map((swap) => {
                  const item = items?.find((i) => i.id === swap.itemId);
                  const plan = result.plans[0];
                  return (
                    <li key={swap.slot}>
                      {t("gap.swap", {
                        slot: swap.slot,
                        item: item ? `${item.rarity} ${item.itemType}` : swap.itemId,
                      })}
                      {/* A faster weapon moves the base the whole formula starts from, not only the bonus. */}
                      {swap.slot === "Weapon" && chosen && plan && gameData ? (
                        <BaseSpeedChange from={chosen.hunter} to={plan.hunter} gameData={gameData} />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              <p>{t("gap.reaches", { speed: playedFormula(result.plans[0]?.report.actual ?? 0) })}</p>
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              <p className="font-semibold">
                {t("gap.unreachable", { speed: playedFormula(result.best.report.actual) })}
              </p>
              {result.shopping ? (
                <>
                  <p>{t("gap.farmTitle")}</p>
                  {gameData ? (
                    <p className="text-xs text-lodge-muted">
                      {t("components:breakdown.farmBase", {
                        base: baseSpeed(baseAtkSpd(result.shopping.hunter, gameData)),
                      })}
                    </p>
                  ) : null}
                  <ul className="list-disc space-y-1 pl-5">
                    {result.shopping.entries.map((entry) => (
                      <li key={entry.slot}>
                        {t(entry.orBetter ? "gap.farmOrBetter" : "gap.farm", {
                          slot: entry.slot,
                          rarity: entry.rarity,
                          value: f.number(entry.value, 2),
                        })}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>{t("gap.farmNone")}</p>
              )}
            </div>
          )}
        </section>
        <Link to={builderPath} className="text-sm font-semibold text-lodge-accent hover:underline">
          {t("gap.openBuilder")}
        </Link>
      </div>
    </Dialog>
  );
}
