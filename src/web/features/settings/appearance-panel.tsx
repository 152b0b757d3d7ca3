import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Me } from "#core/schemas/me.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/dialog.tsx";
import { LogOutIcon, SunIcon } from "#web/components/ui/icons.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { useOutbox } from "#web/data/outbox/use-outbox.ts";
import { setTheme, useTheme } from "#web/lib/theme.ts";
import { useSignOut } from "./api/sign-out.ts";

// docs/product.md#guest-accounts: a guest is warned before signing out, since its data cannot be reached
// again; so is a player whose changes made offline have not reached the server (signing out discards them:
// docs/decisions.md#2026-11-24-edits-made-offline).
export function AppearancePanel({ me }: { me: Me }) {
  const { t } = useTranslation(["settings", "messages"]);
  const signOut = useSignOut();
  const unsent = useOutbox().length;
  const light = useTheme() === "light";
  const [leaving, setLeaving] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const logOut = async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Panel title={t("appearance.title")}>
      <div className="space-y-5">
        <div className="flex items-center gap-3.5 px-1">
          <span className="grid size-10 place-items-center rounded-xl bg-lodge-panel-2 text-lodge-accent">
            <SunIcon />
          </span>
          <Switch
            checked={light}
            onCheckedChange={(next) => setTheme(next ? "light" : "dark")}
            label={t("appearance.lightTheme")}
          />
        </div>
        <Button
          variant="secondary"
          block
          className="text-lodge-danger hover:border-lodge-danger/60"
          icon={<LogOutIcon size={18} />}
          loading={leaving}
          onClick={() => (me.isAnonymous || unsent > 0 ? setConfirming(true) : logOut())}
        >
          {t("appearance.logOut")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={me.isAnonymous ? t("appearance.logOutGuestTitle") : t("appearance.logOutTitle")}
        message={[
          me.isAnonymous ? t("messages:guestLogoutWarning") : "",
          unsent > 0 ? t("messages:signOutPendingWarning", { count: unsent }) : "",
        ]
          .filter(Boolean)
          .join(" ")}
        confirmLabel={unsent > 0 ? t("messages:signOutAnyway") : t("appearance.logOut")}
        tone="danger"
        onConfirm={signOut}
      />
    </Panel>
  );
}
