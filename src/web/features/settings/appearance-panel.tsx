import { useState } from "react";
import { messages } from "#core/messages.ts";
import type { Me } from "#core/schemas/me.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import { LogOutIcon, SunIcon } from "../../components/ui/icons.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { setTheme, useTheme } from "../../lib/theme.ts";
import { useSignOut } from "./api/sign-out.ts";

// DECISIONS §13: a guest is warned before signing out, since its data cannot be reached again.
export function AppearancePanel({ me }: { me: Me }) {
  const signOut = useSignOut();
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
    <Panel title="Appearance and session">
      <div className="space-y-5">
        <div className="flex items-center gap-3.5 px-1">
          <span className="grid size-10 place-items-center rounded-xl bg-lodge-panel-2 text-lodge-accent">
            <SunIcon />
          </span>
          <Switch
            checked={light}
            onCheckedChange={(next) => setTheme(next ? "light" : "dark")}
            label="Light theme"
          />
        </div>
        <Button
          variant="secondary"
          block
          className="text-lodge-danger hover:border-lodge-danger/60"
          icon={<LogOutIcon size={18} />}
          loading={leaving}
          onClick={() => (me.isAnonymous ? setConfirming(true) : logOut())}
        >
          Log Out
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Log out of this guest account?"
        message={messages.guestLogoutWarning}
        confirmLabel="Log Out"
        tone="danger"
        onConfirm={signOut}
      />
    </Panel>
  );
}
