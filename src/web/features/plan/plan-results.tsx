import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { Panel } from "#web/components/ui/panel.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { EntryCard } from "./entry-card.tsx";
import type { RosterPlanState } from "./use-roster-plan.ts";

type Props = {
  state: RosterPlanState;
  gameData: GameData;
  itemCount: number;
  hunterCount: number;
  actions?: ReactNode;
  notice?: ReactNode;
};

// The plan for every hunter in priority order. While a newer order is worked out the previous plan stays,
// under a progress line, so the page never goes blank between two moves.
export function PlanResults({ state, gameData, itemCount, hunterCount, actions, notice }: Props) {
  const { t } = useTranslation(["plan", "messages"]);
  const { plan, planned } = state;
  const names = new Map(planned?.hunters.map((h) => [h.id, h.hunterName]) ?? []);
  const nameOf = (id: string) => names.get(id) ?? "";
  // Hunters and items each take their own plural form ("3 hunters with 1 item").
  const counts = { count: hunterCount, withItems: t("withItems", { count: itemCount }) };
  return (
    <Panel title={t("result.title")} description={t("result.hint")} actions={actions}>
      <div className="space-y-4">
        <p role="status" className="flex min-h-6 items-center gap-2 text-sm text-lodge-muted">
          {state.pending ? (
            <>
              <Spinner size={16} />
              {t("progress", counts)}
            </>
          ) : plan ? (
            t("ready", counts)
          ) : null}
        </p>
        {notice}
        {state.error ? (
          <p role="alert" className="text-sm text-lodge-danger">
            {state.error}
          </p>
        ) : null}
        {itemCount === 0 ? <p className="text-sm text-lodge-muted">{t("messages:planNoInventory")}</p> : null}
        {plan && !plan.proven ? (
          <p className="rounded-lg border border-lodge-warn/40 px-3 py-2 text-sm">{t("result.notProven")}</p>
        ) : null}
        {plan && planned ? (
          <ol className="space-y-3" aria-busy={state.pending}>
            {plan.entries.map((entry, index) => {
              const before = planned.hunters[index]?.hunter as HunterInput;
              return (
                <li key={entry.hunterId}>
                  <EntryCard
                    entry={entry}
                    position={index + 1}
                    name={nameOf(entry.hunterId)}
                    before={before}
                    nameOf={nameOf}
                    gameData={gameData}
                  />
                </li>
              );
            })}
          </ol>
        ) : null}
      </div>
    </Panel>
  );
}
