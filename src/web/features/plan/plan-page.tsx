import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { RosterPlanSettings } from "#core/schemas/roster-plan.ts";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { PageHeader } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { useHunters } from "#web/data/hunters/get-hunters.ts";
import { useInventory } from "#web/data/inventory/get-inventory.ts";
import { useRosterPlanSettings } from "#web/data/roster-plan/get-roster-plan-settings.ts";
import { PlanScreen } from "./plan-screen.tsx";

const NO_SETTINGS: RosterPlanSettings = { order: [], goals: {} };

// /plan: the roster plan (docs/product.md#roster-plan). Hunters a lapsed VIP can no longer save
// (read-only) are left out: "Apply all" could not write them.
export function Page() {
  const { t } = useTranslation(["plan", "messages", "common"]);
  const hunters = useHunters();
  const inventory = useInventory();
  const gameData = useGameData();
  const settings = useRosterPlanSettings();
  const own = useMemo(() => hunters.data?.filter((hunter) => !hunter.readOnly), [hunters.data]);

  if (hunters.isPending || gameData.isPending || inventory.isPending || settings.isPending)
    return <LoadingState text={t("messages:loadingGameData")} />;
  if (!own || !gameData.data || !inventory.data) {
    const retry = () =>
      Promise.all([hunters.refetch(), gameData.refetch(), inventory.refetch()]).catch(() => undefined);
    return (
      <div role="alert" className="space-y-4 py-16 text-center">
        <p className="text-lodge-muted">{t("messages:unknownError")}</p>
        <Button variant="secondary" onClick={retry}>
          {t("common:guard.tryAgain")}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {own.length === 0 ? (
        <EmptyState
          title={t("empty.title")}
          hint={t("empty.hint")}
          action={<ButtonLink to="/">{t("empty.action")}</ButtonLink>}
        />
      ) : (
        <PlanScreen
          hunters={own}
          items={inventory.data.items}
          gameData={gameData.data}
          // Settings that could not be read start from the roster's order; a change saves them anew.
          settings={settings.data ?? NO_SETTINGS}
        />
      )}
    </div>
  );
}
