import { lazy } from "react";
import { useTranslation } from "react-i18next";
import type { Me } from "#core/schemas/me.ts";
import { HeartIcon, PlayIcon } from "#web/components/ui/icons.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { ExpandableRow, SettingsRow } from "./settings-row.tsx";

// It validates with the zod schemas: it loads when first opened (docs/product.md#performance-budgets).
const FeedbackPanel = lazy(() => import("./feedback-panel.tsx").then((m) => ({ default: m.FeedbackPanel })));
const MyFeedbackPanel = lazy(() =>
  import("./my-feedback-panel.tsx").then((m) => ({ default: m.MyFeedbackPanel })),
);

const DIALOG_ROWS = [
  { dialog: "tutorial", icon: <PlayIcon /> },
  { dialog: "about", icon: <HeartIcon /> },
] as const;

export function SupportSection({
  me,
  onOpenDialog,
}: {
  me: Me;
  onOpenDialog: (dialog: "tutorial" | "about") => void;
}) {
  const { t } = useTranslation("settings");
  return (
    <Panel title={t("support.title")}>
      <ul className="-mx-2 divide-y divide-lodge-border/60">
        {DIALOG_ROWS.map(({ dialog, icon }) => (
          <li key={dialog}>
            <SettingsRow
              icon={icon}
              title={t(`rows.${dialog}Title`)}
              description={t(`rows.${dialog}Description`)}
              onClick={() => onOpenDialog(dialog)}
            />
          </li>
        ))}
        <ExpandableRow id="bug">
          <FeedbackPanel me={me} type="bug" />
        </ExpandableRow>
        <ExpandableRow id="feature">
          <FeedbackPanel me={me} type="feature" />
        </ExpandableRow>
        <ExpandableRow id="myFeedback">
          <MyFeedbackPanel />
        </ExpandableRow>
      </ul>
    </Panel>
  );
}
