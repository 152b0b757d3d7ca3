import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { GameData } from "#core/game-data/schema.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ImageIcon } from "#web/components/ui/icons.tsx";

// The dialog's code (and, once an image is chosen, the OCR engine's) loads when the player opens it.
const ScanDialog = lazy(() => import("./scan-dialog.tsx").then((m) => ({ default: m.ScanDialog })));

const OPEN_HASH = "#screenshots";

/** "Add from screenshots" (docs/product.md#add-items-from-screenshots), with its dialog. */
export function ScanButton({
  gameData,
  isVip,
  full,
  small = false,
}: {
  gameData: GameData;
  isVip: boolean;
  full: boolean;
  // Beside the builder's search filters, as small as they are.
  small?: boolean;
}) {
  const { t } = useTranslation(["scan", "messages"]);
  const location = useLocation();
  const navigate = useNavigate();
  // The roster's start guide links here with #screenshots (docs/product.md#home-roster): the dialog opens at
  // once, and closing it drops the hash, so going back or reloading does not open it again.
  const [open, setOpen] = useState(() => !full && location.hash === OPEN_HASH);
  const change = (next: boolean) => {
    setOpen(next);
    if (!next && location.hash === OPEN_HASH) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        size={small ? "sm" : "md"}
        icon={<ImageIcon size={small ? 16 : 18} />}
        disabled={full}
        title={full ? t("messages:inventoryFull") : undefined}
        onClick={() => setOpen(true)}
      >
        {t("open")}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ScanDialog open={open} onOpenChange={change} gameData={gameData} isVip={isVip} />
        </Suspense>
      ) : null}
    </>
  );
}
