import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { HunterVersion } from "#core/schemas/hunter-history.ts";
import { useVersionSummary } from "#web/components/history/change-text.ts";
import { RestoreDialog } from "#web/components/history/restore-dialog.tsx";
import { compareWithCurrentPath } from "#web/components/history/version-links.ts";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { useHunterVersions } from "#web/data/hunters/get-hunter-versions.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useHunter } from "../api/get-hunter.ts";

type Props = { version: HunterVersion; ownerId: string; currentPath: string };

// Above a saved version shown read-only: what it is, and the way back, to compare, or to restore it.
export function VersionBanner({ version, ownerId, currentPath }: Props) {
  const { t } = useTranslation(["messages"]);
  const f = useFormat();
  const summary = useVersionSummary();
  const navigate = useNavigate();
  const own = useHunter(version.hunterId);
  const versions = useHunterVersions(version.hunterId);
  const [confirming, setConfirming] = useState(false);
  const current = versions.data?.[0]?.revision ?? version.revision;
  const isCurrent = current === version.revision;

  return (
    <section
      aria-label={t("messages:versionLabel", { revision: version.revision })}
      className="flex flex-col gap-3 rounded-2xl border border-lodge-accent/60 bg-lodge-panel-2 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          {t("messages:versionViewing", {
            revision: version.revision,
            savedAt: f.dateTime(new Date(version.savedAt)),
          })}
        </p>
        <p className="mt-1 break-words text-lodge-muted">{summary(version)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <ButtonLink to={currentPath} variant="secondary" size="sm">
          {t("messages:versionBackToCurrent")}
        </ButtonLink>
        {isCurrent ? null : (
          <>
            <ButtonLink
              to={compareWithCurrentPath(ownerId, version.hunterId, version.revision)}
              variant="secondary"
              size="sm"
            >
              {t("messages:versionCompare")}
            </ButtonLink>
            {own.data && !own.data.readOnly ? (
              <Button size="sm" onClick={() => setConfirming(true)}>
                {t("messages:versionRestore")}
              </Button>
            ) : null}
          </>
        )}
      </div>
      <RestoreDialog
        hunterId={version.hunterId}
        revision={confirming ? version.revision : null}
        currentRevision={current}
        onClose={() => setConfirming(false)}
        onRestored={() => navigate(currentPath)}
      />
    </section>
  );
}
