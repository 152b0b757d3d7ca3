import { useState } from "react";
import { useCurrentUser } from "#web/data/current-user.tsx";
import { AboutDialog } from "./about-dialog.tsx";
import { AppearancePanel } from "./appearance-panel.tsx";
import { CalendarFeedPanel } from "./calendar-feed-panel.tsx";
import { DiscordFeedsPanel } from "./discord-feeds-panel.tsx";
import { ExplorePanel } from "./explore-panel.tsx";
import { LanguagePanel } from "./language-panel.tsx";
import { ProfileHeader } from "./profile-header.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { RemindersPanel } from "./reminders-panel.tsx";
import { OpenPanelContext, type PanelId } from "./settings-row.tsx";
import { SignInMethodsPanel } from "./sign-in-methods-panel.tsx";
import { SupportSection } from "./support-section.tsx";
import { TutorialDialog } from "./tutorial-dialog.tsx";

export function Page() {
  const me = useCurrentUser();
  // docs/product.md#settings: one panel open at a time; its button again closes it. The About dialog opens one too.
  const [open, setOpen] = useState<PanelId | null>(null);
  const [dialog, setDialog] = useState<"tutorial" | "about" | null>(null);
  const toggle = (id: PanelId) => setOpen((current) => (current === id ? null : id));

  return (
    <div className="space-y-6">
      <ProfileHeader me={me} />
      <OpenPanelContext value={{ open, toggle }}>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <ProfileSection me={me} />
          <SupportSection me={me} onOpenDialog={setDialog} />
          <AppearancePanel me={me} />
          <LanguagePanel me={me} />
          {me.isAnonymous ? null : <SignInMethodsPanel />}
          <CalendarFeedPanel me={me} />
          <RemindersPanel me={me} />
          <DiscordFeedsPanel />
          <ExplorePanel />
        </div>
      </OpenPanelContext>
      <TutorialDialog open={dialog === "tutorial"} onOpenChange={(o) => setDialog(o ? "tutorial" : null)} />
      <AboutDialog
        open={dialog === "about"}
        onOpenChange={(o) => setDialog(o ? "about" : null)}
        onReport={(type) => {
          setDialog(null);
          setOpen(type);
        }}
      />
    </div>
  );
}
