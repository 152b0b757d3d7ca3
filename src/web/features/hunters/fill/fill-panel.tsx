import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { GameData } from "#core/game-data/schema.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { Button } from "#web/components/ui/button.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useMe } from "#web/data/get-me.ts";
import { rememberReturnPath } from "#web/lib/return-path.ts";

// Its code comes with the click that opens it (fill-result.tsx).
const FillPanel = lazy(() => import("./fill-result.tsx").then((m) => ({ default: m.FillPanel })));

// The shown build; a saved one carries its id and owner, so its copy is counted
// (docs/product.md#honest-counts).
type Props = { hunter: HunterInput & { id?: string; userId?: string }; gameData: GameData };

// "Build this from my inventory" on a hunter page
// (docs/decisions.md#2026-11-23-build-planner-in-the-app-workers-roster-badge-filling-a-shared-build).
// Visitors get the same button, which leads to login and back here.
export function FillFromInventory({ hunter, gameData }: Props) {
  const { t } = useTranslation(["messages"]);
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  if (me.isPending) return null;
  if (!me.data) {
    const goToLogin = () => {
      rememberReturnPath(location.pathname + location.search);
      navigate("/login");
    };
    return (
      <Button variant="secondary" onClick={goToLogin}>
        {t("messages:fillTitle")}
      </Button>
    );
  }
  return open ? (
    <Suspense fallback={<LoadingState text={t("messages:loadingInventory")} />}>
      <FillPanel hunter={hunter} gameData={gameData} me={me.data} />
    </Suspense>
  ) : (
    <Button variant="secondary" onClick={() => setOpen(true)}>
      {t("messages:fillTitle")}
    </Button>
  );
}
