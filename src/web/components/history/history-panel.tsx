import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OwnHunter } from "#core/schemas/hunter.ts";
import type { HunterVersionSummary } from "#core/schemas/hunter-history.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useHunterVersions } from "#web/data/hunters/get-hunter-versions.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useVersionSummary } from "./change-text.ts";
import { RestoreDialog } from "./restore-dialog.tsx";
import { compareWithCurrentPath, versionPagePath } from "./version-links.ts";

type Props = {
  hunterId: string;
  ownerId: string;
  /** A hunter in a lapsed VIP slot: its history stays readable, restoring is refused (docs/product.md#paying-and-vip). */
  readOnly: boolean;
  /** The builder warns that a restore replaces its unsaved edits. */
  unsavedChanges?: boolean;
  onRestored?: (hunter: OwnHunter) => void;
  className?: string;
};

// Phones see the newest few; the rest is one tap away.
const SHOWN_FIRST = 5;

/**
 * The owner's saved versions of a hunter, each viewable, comparable and restorable
 * (docs/decisions.md#2026-11-23-version-history-of-a-hunter).
 */
export function HistoryPanel({
  hunterId,
  ownerId,
  readOnly,
  unsavedChanges = false,
  onRestored,
  className,
}: Props) {
  const { t } = useTranslation(["messages"]);
  const versions = useHunterVersions(hunterId);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [showAll, setShowAll] = useState(false);
  const list = versions.data ?? [];
  const current = list[0]?.revision ?? 0;
  const shown = showAll ? list : list.slice(0, SHOWN_FIRST);

  return (
    <Panel
      title={t("messages:historyTitle")}
      description={t("messages:historyDescription")}
      className={className}
      aria-label={t("messages:historyTitle")}
    >
      {versions.isPending ? (
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      ) : versions.isError ? (
        <p className="text-sm text-lodge-muted">{t("messages:historyLoadFailed")}</p>
      ) : (
        <ol className="@container divide-y divide-lodge-border">
          {shown.map((version) => (
            <VersionRow
              key={version.revision}
              version={version}
              isCurrent={version.revision === current}
              viewPath={versionPagePath(ownerId, hunterId, version.revision)}
              comparePath={compareWithCurrentPath(ownerId, hunterId, version.revision)}
              canRestore={!readOnly}
              onRestore={() => setConfirming(version.revision)}
            />
          ))}
        </ol>
      )}
      {list.length > SHOWN_FIRST ? (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setShowAll((all) => !all)}>
          {showAll ? t("messages:historyShowFewer") : t("messages:historyShowAll", { count: list.length })}
        </Button>
      ) : null}
      <RestoreDialog
        hunterId={hunterId}
        revision={confirming}
        currentRevision={current}
        unsavedChanges={unsavedChanges}
        onClose={() => setConfirming(null)}
        onRestored={onRestored}
      />
    </Panel>
  );
}

type RowProps = {
  version: HunterVersionSummary;
  isCurrent: boolean;
  viewPath: string;
  comparePath: string;
  canRestore: boolean;
  onRestore: () => void;
};

function VersionRow({ version, isCurrent, viewPath, comparePath, canRestore, onRestore }: RowProps) {
  const { t } = useTranslation(["messages"]);
  const f = useFormat();
  const summary = useVersionSummary();
  const label = t("messages:versionLabel", { revision: version.revision });
  return (
    <li className="flex flex-col gap-3 py-3 @2xl:flex-row @2xl:items-center @2xl:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold">{label}</span>
          <time dateTime={version.savedAt} className="text-lodge-muted">
            {f.dateTime(new Date(version.savedAt))}
          </time>
          {isCurrent ? <Badge tone="gold">{t("messages:historyCurrent")}</Badge> : null}
        </p>
        <p className="mt-1 break-words text-sm">{summary(version)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <ButtonLink
          to={viewPath}
          variant="secondary"
          size="sm"
          aria-label={`${t("messages:versionView")} ${label}`}
        >
          {t("messages:versionView")}
        </ButtonLink>
        {isCurrent ? null : (
          <>
            <ButtonLink
              to={comparePath}
              variant="secondary"
              size="sm"
              aria-label={`${t("messages:versionCompare")}: ${label}`}
            >
              <span className="@sm:hidden">{t("messages:versionCompareShort")}</span>
              <span className="hidden @sm:inline">{t("messages:versionCompare")}</span>
            </ButtonLink>
            {canRestore ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={onRestore}
                aria-label={`${t("messages:versionRestore")} ${label}`}
              >
                <span className="text-lodge-accent">{t("messages:versionRestore")}</span>
              </Button>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}
