import { createContext, type ReactNode, Suspense, use } from "react";
import { useTranslation } from "react-i18next";
import { BugIcon, ChevronIcon, ImageIcon, KeyIcon, MailIcon, SparkIcon } from "#web/components/ui/icons.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { cn } from "#web/lib/cn.ts";

// One line of the settings list; as a toggle it opens its panel right under itself.
export function SettingsRow({
  icon,
  title,
  description,
  onClick,
  expanded,
  controls,
  trailing,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  onClick?: () => void;
  expanded?: boolean;
  controls?: string;
  trailing?: ReactNode;
}) {
  const body = (
    <>
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-lodge-panel-2 text-lodge-accent">
        {icon}
      </span>
      <span className="min-w-0 flex-1 text-left">
        <span className="block font-semibold">{title}</span>
        {description ? (
          <span className="block text-sm break-words text-lodge-muted">{description}</span>
        ) : null}
      </span>
      {trailing}
      {onClick ? (
        <ChevronIcon
          size={18}
          className={cn("shrink-0 text-lodge-muted transition-transform", expanded && "rotate-90")}
        />
      ) : null}
    </>
  );
  const classes = "flex min-h-16 w-full items-center gap-3.5 rounded-xl px-3 py-2.5";
  if (!onClick) return <div className={classes}>{body}</div>;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-expanded={expanded}
      aria-controls={controls}
      className={cn(classes, "transition hover:bg-lodge-panel-2", expanded && "bg-lodge-panel-2")}
    >
      {body}
    </button>
  );
}

function SettingsPanelBody({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="mx-1 mt-1 mb-3 rounded-xl border border-lodge-border bg-lodge-bg/40 p-4 sm:p-5">
      {children}
    </div>
  );
}

export type PanelId = "photo" | "password" | "bug" | "feature" | "myFeedback";

// The page keeps one panel open at a time (docs/product.md#settings); its rows read and toggle it here.
export const OpenPanelContext = createContext<{ open: PanelId | null; toggle: (id: PanelId) => void }>({
  open: null,
  toggle: () => {},
});

const PANEL_ICONS: Record<PanelId, ReactNode> = {
  photo: <ImageIcon />,
  password: <KeyIcon />,
  bug: <BugIcon />,
  feature: <SparkIcon />,
  myFeedback: <MailIcon />,
};

// A row whose panel opens right under it; its button again closes it. `title` and `description` replace the
// row's usual words when the account makes them untrue (no password to change).
export function ExpandableRow({
  id,
  title,
  description,
  children,
}: {
  id: PanelId;
  title?: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(["settings", "common"]);
  const { open, toggle } = use(OpenPanelContext);
  const expanded = open === id;
  return (
    <li>
      <SettingsRow
        icon={PANEL_ICONS[id]}
        title={title ?? t(`rows.${id}Title`)}
        description={description ?? t(`rows.${id}Description`)}
        onClick={() => toggle(id)}
        expanded={expanded}
        controls={`settings-${id}`}
      />
      {expanded ? (
        <SettingsPanelBody id={`settings-${id}`}>
          <Suspense fallback={<LoadingState text={t("common:loading")} className="py-6" />}>
            {children}
          </Suspense>
        </SettingsPanelBody>
      ) : null}
    </li>
  );
}
