import { lazy } from "react";
import type { Me } from "#core/schemas/me.ts";
import { BugIcon, HeartIcon, PlayIcon, SparkIcon } from "../../components/ui/icons.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { ExpandableRow, type PanelId, SettingsRow } from "./settings-row.tsx";

// It validates with the zod schemas: it loads when first opened (DECISIONS §12 budget).
const FeedbackPanel = lazy(() => import("./feedback-panel.tsx").then((m) => ({ default: m.FeedbackPanel })));

export function SupportSection({
  me,
  open,
  onToggle,
  onOpenDialog,
}: {
  me: Me;
  open: PanelId | null;
  onToggle: (id: PanelId) => void;
  onOpenDialog: (dialog: "tutorial" | "about") => void;
}) {
  return (
    <Panel title="Support">
      <ul className="-mx-2 divide-y divide-lodge-border/60">
        <li>
          <SettingsRow
            icon={<PlayIcon />}
            title="Tutorial"
            description="Watch the tutorial video"
            onClick={() => onOpenDialog("tutorial")}
          />
        </li>
        <li>
          <SettingsRow
            icon={<HeartIcon />}
            title="About the Creator"
            description="Support and community"
            onClick={() => onOpenDialog("about")}
          />
        </li>
        <ExpandableRow
          id="bug"
          open={open}
          onToggle={onToggle}
          icon={<BugIcon />}
          title="Submit a Bug"
          description="Something is broken"
        >
          <FeedbackPanel me={me} type="bug" />
        </ExpandableRow>
        <ExpandableRow
          id="feature"
          open={open}
          onToggle={onToggle}
          icon={<SparkIcon />}
          title="Submit a Feature Request"
          description="Something is missing"
        >
          <FeedbackPanel me={me} type="feature" />
        </ExpandableRow>
      </ul>
    </Panel>
  );
}
