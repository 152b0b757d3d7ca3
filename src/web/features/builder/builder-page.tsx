import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useCurrentUser } from "#web/data/current-user.tsx";
import { GameDataPreview, useGameData } from "#web/data/get-game-data.ts";
import { useHunters } from "#web/data/hunters/get-hunters.ts";
import { BuilderScreen } from "./builder-screen.tsx";
import type { InventorySearchComponent } from "./inventory-search-slot.tsx";
import { PreviewBar } from "./preview-bar.tsx";
import { useBuilderStart } from "./use-builder-start.ts";
import { useBuilderTarget } from "./use-builder-target.ts";

type BuilderPageProps = {
  // The route plugs the inventory feature's search dialog in here (docs/product.md#inventory-search).
  inventorySearch: InventorySearchComponent;
};

// /builder?hunter=<id> edits a saved hunter, /builder?slot=<n> starts one in slot n (docs/product.md#routes).
// With ?preview-game-data=<version> an admin tries a draft's game data in it, and nothing can be saved
// (docs/product.md#game-data-in-the-console).
export function BuilderPage(props: BuilderPageProps) {
  const previewed = useSearchParams()[0].get("preview-game-data");
  if (!previewed) return <Builder {...props} preview={false} />;
  return (
    <GameDataPreview value={previewed}>
      <PreviewBar />
      <Builder {...props} preview />
    </GameDataPreview>
  );
}

function Builder({ inventorySearch, preview }: BuilderPageProps & { preview: boolean }) {
  const { t } = useTranslation(["builder", "messages", "common"]);
  const me = useCurrentUser();
  const target = useBuilderTarget();
  const gameData = useGameData();
  const hunters = useHunters();
  const start = useBuilderStart(
    target,
    hunters.data,
    hunters.isFetchedAfterMount ||
      hunters.fetchStatus === "paused" ||
      (!hunters.isFetching && !hunters.isStale),
  );

  if (!target || (target.kind === "new" && target.slotIndex >= me.totalSlots))
    return <Navigate to="/" replace />;
  if ((gameData.isError && !gameData.data) || (hunters.isError && !hunters.data)) {
    return (
      <EmptyState
        title={t("messages:hunterLoadFailed")}
        action={
          <Button variant="secondary" onClick={() => Promise.all([gameData.refetch(), hunters.refetch()])}>
            {t("common:guard.tryAgain")}
          </Button>
        }
      />
    );
  }
  if (!gameData.data || !start) return <LoadingState text={t("messages:loadingGameData")} />;
  if (start.start.kind === "missing") {
    return (
      <EmptyState
        title={t("messages:hunterNotFound")}
        action={<ButtonLink to="/">{t("backToHunters")}</ButtonLink>}
      />
    );
  }
  const { initial, hunterId, slotIndex, readOnly, startedFrom, handedOver = false } = start.start;
  return (
    <BuilderScreen
      key={start.key}
      me={me}
      gameData={gameData.data}
      initial={initial}
      hunterId={hunterId}
      startedFrom={startedFrom}
      slotIndex={slotIndex}
      readOnly={readOnly}
      preview={preview}
      handedOver={handedOver}
      InventorySearch={inventorySearch}
    />
  );
}
