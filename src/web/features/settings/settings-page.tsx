import { lazy, type ReactNode, Suspense, useState } from "react";
import { messages } from "#core/messages.ts";
import { useCurrentUser } from "#web/app/data/current-user.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/dialog.tsx";
import {
  BugIcon,
  HeartIcon,
  ImageIcon,
  KeyIcon,
  LogOutIcon,
  PlayIcon,
  SparkIcon,
  SunIcon,
  TagIcon,
} from "../../components/ui/icons.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { setTheme, useTheme } from "../../lib/theme.ts";
import { AboutDialog } from "./about-dialog.tsx";
import { useSignOut } from "./api/sign-out.ts";
import { PhotoPanel } from "./photo-panel.tsx";
import { ProfileHeader } from "./profile-header.tsx";
import { SettingsPanelBody, SettingsRow } from "./settings-row.tsx";
import { TutorialDialog } from "./tutorial-dialog.tsx";

type PanelId = "photo" | "password" | "bug" | "feature";

// These panels validate with the zod schemas: they load when first opened (DECISIONS §12 budget).
const PasswordPanel = lazy(() => import("./password-panel.tsx").then((m) => ({ default: m.PasswordPanel })));
const FeedbackPanel = lazy(() => import("./feedback-panel.tsx").then((m) => ({ default: m.FeedbackPanel })));

export function Page() {
  const me = useCurrentUser();
  const signOut = useSignOut();
  // Spec §4: one panel open at a time; its button again closes it.
  const [open, setOpen] = useState<PanelId | null>(null);
  const [dialog, setDialog] = useState<"tutorial" | "about" | "logout" | null>(null);
  const light = useTheme() === "light";
  const [leaving, setLeaving] = useState(false);

  const toggle = (id: PanelId) => setOpen((current) => (current === id ? null : id));
  const row = (id: PanelId, title: string, icon: ReactNode, description: string, body: ReactNode) => (
    <li>
      <SettingsRow
        icon={icon}
        title={title}
        description={description}
        onClick={() => toggle(id)}
        expanded={open === id}
        controls={`settings-${id}`}
      />
      {open === id ? (
        <SettingsPanelBody id={`settings-${id}`}>
          <Suspense fallback={<LoadingState text="Loading..." className="py-6" />}>{body}</Suspense>
        </SettingsPanelBody>
      ) : null}
    </li>
  );

  const logOut = async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <div className="space-y-6">
      <ProfileHeader me={me} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Profile" className="lg:col-span-2">
          <ul className="-mx-2 divide-y divide-lodge-border/60">
            {row(
              "photo",
              "Change Photo",
              <ImageIcon />,
              "Avatar and background colour",
              <PhotoPanel me={me} />,
            )}
            <li>
              <SettingsRow
                icon={<TagIcon />}
                title="Nickname"
                description={me.nickname ?? "No nickname set"}
                trailing={<span className="text-xs text-lodge-muted">Read only</span>}
              />
            </li>
            {row(
              "password",
              "Change Password",
              <KeyIcon />,
              "Current and new password",
              <PasswordPanel me={me} />,
            )}
          </ul>
        </Panel>
        <Panel title="Support">
          <ul className="-mx-2 divide-y divide-lodge-border/60">
            <li>
              <SettingsRow
                icon={<PlayIcon />}
                title="Tutorial"
                description="Watch the tutorial video"
                onClick={() => setDialog("tutorial")}
              />
            </li>
            <li>
              <SettingsRow
                icon={<HeartIcon />}
                title="About the Creator"
                description="Support and community"
                onClick={() => setDialog("about")}
              />
            </li>
            {row(
              "bug",
              "Submit a Bug",
              <BugIcon />,
              "Something is broken",
              <FeedbackPanel me={me} type="bug" />,
            )}
            {row(
              "feature",
              "Submit a Feature Request",
              <SparkIcon />,
              "Something is missing",
              <FeedbackPanel me={me} type="feature" />,
            )}
          </ul>
        </Panel>
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
              onClick={() => (me.isAnonymous ? setDialog("logout") : logOut())}
            >
              Log Out
            </Button>
          </div>
        </Panel>
      </div>
      <TutorialDialog open={dialog === "tutorial"} onOpenChange={(o) => setDialog(o ? "tutorial" : null)} />
      <AboutDialog
        open={dialog === "about"}
        onOpenChange={(o) => setDialog(o ? "about" : null)}
        onReport={(type) => {
          setDialog(null);
          setOpen(type);
        }}
      />
      <ConfirmDialog
        open={dialog === "logout"}
        onOpenChange={(o) => setDialog(o ? "logout" : null)}
        title="Log out of this guest account?"
        message={messages.guestLogoutWarning}
        confirmLabel="Log Out"
        tone="danger"
        onConfirm={signOut}
      />
    </div>
  );
}
