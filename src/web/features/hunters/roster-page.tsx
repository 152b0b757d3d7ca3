import { useTranslation } from "react-i18next";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button, ButtonLink, buttonClasses } from "#web/components/ui/button.tsx";
import { CrownIcon, LockIcon } from "#web/components/ui/icons.tsx";
import { PageHeader } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useCurrentUser } from "#web/data/current-user.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { useHunters } from "#web/data/hunters/get-hunters.ts";
import { useInventory } from "#web/data/inventory/get-inventory.ts";
import { useGoalReach } from "./fill/use-goal-reach.ts";
import { OverviewPanel } from "./roster/overview-panel.tsx";
import { RosterSection } from "./roster/roster-section.tsx";
import { rosterSections } from "./roster/slots.ts";
import { useHunterSharing } from "./use-hunter-sharing.ts";

// docs/product.md#home-roster: overview, the permanent 'Hunters' section, then the 'VIP Hunter' section.
export function Page() {
  const { t } = useTranslation(["roster", "messages", "common"]);
  const me = useCurrentUser();
  const hunters = useHunters();
  const gameData = useGameData();
  const sharing = useHunterSharing();
  const goalReach = useGoalReach(hunters.data, gameData.data);
  // The same query the goal badges read: the start guide leads to the items while there are none.
  const inventory = useInventory();

  if (hunters.isPending || gameData.isPending) return <LoadingState text={t("messages:loadingGameData")} />;
  // A failed refresh keeps what the device had (offline): only nothing at all is an error here.
  if (!hunters.data || !gameData.data) {
    return (
      <div role="alert" className="space-y-4 py-16 text-center">
        <p className="text-lodge-muted">{t("messages:unknownError")}</p>
        <Button
          variant="secondary"
          onClick={() => (hunters.isError ? hunters.refetch() : gameData.refetch())}
        >
          {t("common:guard.tryAgain")}
        </Button>
      </div>
    );
  }

  const sections = rosterSections(me, hunters.data);
  const handlers = {
    gameData: gameData.data,
    busyId: sharing.busyId,
    onShare: sharing.share,
    onToggleVisibility: sharing.toggleVisibility,
    goalReach,
  };
  return (
    <div className="space-y-10">
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/plan" variant="secondary" size="sm">
              {t("planRoster")}
            </ButtonLink>
            <a href="/api/export" download className={buttonClasses("secondary", "sm")}>
              {t("messages:exportAll")}
            </a>
            <ButtonLink to="/import" variant="secondary" size="sm">
              {t("messages:importTitle")}
            </ButtonLink>
          </div>
        }
      />
      <OverviewPanel hunters={hunters.data} gameData={gameData.data} items={inventory.data?.count} />
      <RosterSection
        id="hunters-section"
        title={t("messages:huntersSection")}
        count={<SlotCount used={sections.permanent.used} total={sections.permanent.total} />}
        actions={
          <ButtonLink to="/upgrade" variant="secondary" size="sm">
            {t("messages:buySlots")}
          </ButtonLink>
        }
        slots={sections.permanent.slots}
        {...handlers}
      />
      {sections.vip.slots.length > 0 ? (
        <RosterSection
          id="vip-section"
          title={
            <>
              <CrownIcon size={20} className="text-lodge-vip" />
              {t("messages:vipHunterSection")}
            </>
          }
          count={
            sections.vip.locked ? (
              <Badge tone="vip">
                <LockIcon size={12} />
                {t("locked")}
              </Badge>
            ) : (
              <SlotCount used={sections.vip.used} total={sections.vip.total} />
            )
          }
          slots={sections.vip.slots}
          {...handlers}
        />
      ) : null}
    </div>
  );
}

function SlotCount({ used, total }: { used: number; total: number }) {
  const { t } = useTranslation("roster");
  return (
    <Badge tone="gold" className="tabular-nums">
      <span aria-hidden="true">{t("slotCount", { used, total })}</span>
      <span className="sr-only">{t("slotsUsed", { used, total })}</span>
    </Badge>
  );
}
