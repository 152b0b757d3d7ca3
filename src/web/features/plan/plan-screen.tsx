import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { ATK_SPD_STAT } from "#core/rules/attack-speed.ts";
import { buildSummary } from "#core/rules/build-summary.ts";
import { clampAtkSpdGoal } from "#core/rules/number-input.ts";
import type { OwnedItem } from "#core/rules/planner/options.ts";
import { defaultPlannerStat } from "#core/rules/planner/plan.ts";
import type { RosterInput } from "#core/rules/planner/roster-plan.ts";
import { type HunterInput, type HunterRecord, hunterInputSchema } from "#core/schemas/hunter.ts";
import type { RosterPlanSettings } from "#core/schemas/roster-plan.ts";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { ApplyAll } from "./apply-all.tsx";
import { OrderList, type OrderRow } from "./order-list.tsx";
import { PlanResults } from "./plan-results.tsx";
import { usePlanSettings } from "./use-plan-settings.ts";
import { useRosterPlan } from "./use-roster-plan.ts";

type Props = {
  hunters: readonly HunterRecord[];
  items: readonly OwnedItem[];
  gameData: GameData;
  settings: RosterPlanSettings;
};

// The Build Summary's stats and the game's attributes, ATK SPD aside: the builder planner's "Keep high" list.
const keepHighStats = (hunter: HunterInput, gameData: GameData) =>
  [...new Set([...buildSummary(hunter, gameData).map((l) => l.stat), ...gameData.attributes])].filter(
    (stat) => stat !== ATK_SPD_STAT,
  );

export function PlanScreen({ hunters, items, gameData, settings: stored }: Props) {
  const { t } = useTranslation(["plan"]);
  // Each build as the planner and "Apply all" take it: the stored record without its row fields.
  const builds = useMemo(
    () => new Map(hunters.map((record) => [record.id, { record, input: hunterInputSchema.parse(record) }])),
    [hunters],
  );
  const settings = usePlanSettings(
    hunters.map((hunter) => hunter.id),
    stored,
  );
  const notice = useNotice();
  const records = useMemo(() => new Map(hunters.map((h) => [h.id, h])), [hunters]);
  const { order, goals } = settings;

  const rows = useMemo(
    () =>
      order.flatMap((id): (OrderRow & { input: HunterInput })[] => {
        const build = builds.get(id);
        if (!build) return [];
        const override = goals[id];
        const goal = {
          atkSpdGoal: override?.atkSpdGoal ?? build.input.atkSpdGoal,
          stat: override?.stat ?? defaultPlannerStat(build.input, gameData),
        };
        return [{ id, name: build.input.hunterName, goal, changed: Boolean(override), input: build.input }];
      }),
    [order, goals, builds, gameData],
  );
  const stats = useMemo(
    () => [...new Set(rows.flatMap((row) => keepHighStats(row.input, gameData)))],
    [rows, gameData],
  );
  const input = useMemo<RosterInput>(
    () => ({
      hunters: rows.map((row) => ({
        id: row.id,
        hunterName: row.name,
        // The plan is for a goal the game can meet: a faster one (still being typed, or stored before the
        // rule) counts as the fastest, as it does in the builder once typed.
        hunter: { ...row.input, atkSpdGoal: clampAtkSpdGoal(row.goal.atkSpdGoal) },
        stat: row.goal.stat,
      })),
      items,
      gameData,
    }),
    [rows, items, gameData],
  );
  const state = useRosterPlan(input);

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <Panel title={t("order.title")} description={t("order.hint")} className="lg:sticky lg:top-4">
        <OrderList rows={rows} stats={stats} onMove={settings.move} onGoal={settings.setGoal} />
        {settings.saveFailed ? (
          <p role="alert" className="mt-3 text-sm text-lodge-danger">
            {t("order.saveFailed")}
          </p>
        ) : null}
      </Panel>
      <PlanResults
        state={state}
        gameData={gameData}
        itemCount={items.length}
        hunterCount={rows.length}
        notice={<Notice message={notice.message} />}
        actions={<ApplyAll plan={state.plan} records={records} disabled={state.pending} notice={notice} />}
      />
    </div>
  );
}
