import { lazy } from "react";
import type { Me } from "#core/schemas/me.ts";
import { ImageIcon, KeyIcon, TagIcon } from "../../components/ui/icons.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { PhotoPanel } from "./photo-panel.tsx";
import { ExpandableRow, type PanelId, SettingsRow } from "./settings-row.tsx";

// It validates with the zod schemas: it loads when first opened (DECISIONS §12 budget).
const PasswordPanel = lazy(() => import("./password-panel.tsx").then((m) => ({ default: m.PasswordPanel })));

export function ProfileSection({
  me,
  open,
  onToggle,
}: {
  me: Me;
  open: PanelId | null;
  onToggle: (id: PanelId) => void;
}) {
  return (
    <Panel title="Profile" className="lg:col-span-2">
      <ul className="-mx-2 divide-y divide-lodge-border/60">
        <ExpandableRow
          id="photo"
          open={open}
          onToggle={onToggle}
          icon={<ImageIcon />}
          title="Change Photo"
          description="Avatar and background colour"
        >
          <PhotoPanel me={me} />
        </ExpandableRow>
        <li>
          <SettingsRow
            icon={<TagIcon />}
            title="Nickname"
            description={me.nickname ?? "No nickname set"}
            trailing={<span className="text-xs text-lodge-muted">Read only</span>}
          />
        </li>
        <ExpandableRow
          id="password"
          open={open}
          onToggle={onToggle}
          icon={<KeyIcon />}
          title="Change Password"
          description="Current and new password"
        >
          <PasswordPanel me={me} />
        </ExpandableRow>
      </ul>
    </Panel>
  );
}
