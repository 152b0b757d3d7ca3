import { useTranslation } from "react-i18next";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import type { Version, VersionList } from "./api/game-data-versions.ts";

export function VersionState({ version }: { version: Version }) {
  const { t } = useTranslation("game-data-admin");
  if (version.current) return <Badge tone="success">{t("history.current")}</Badge>;
  if (version.publishedAt) return <Badge>{t("history.published")}</Badge>;
  return <Badge tone="gold">{t("history.draft")}</Badge>;
}

function Uploaded({ version }: { version: Version }) {
  const { t } = useTranslation("game-data-admin");
  const f = useFormat();
  return (
    <p className="text-sm text-lodge-muted">
      {t("history.uploaded", {
        date: f.dateTime(new Date(version.importedAt)),
        name: version.uploadedBy ?? "—",
      })}
    </p>
  );
}

/** The version served now, or the shipped file while none is. */
export function CurrentPanel({ list }: { list: VersionList }) {
  const { t } = useTranslation("game-data-admin");
  const f = useFormat();
  const current = list.versions.find((v) => v.current);
  return (
    <Panel title={t("current.title")} aria-label={t("current.title")}>
      {current ? (
        <div className="space-y-1">
          <p className="font-semibold break-words">{current.note || t("history.published")}</p>
          <Uploaded version={current} />
          {current.publishedAt ? (
            <p className="text-sm text-lodge-muted">
              {t("current.published", { date: f.dateTime(new Date(current.publishedAt)) })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-lodge-muted">{t("current.shipped")}</p>
      )}
    </Panel>
  );
}

/** Every version, newest upload first; one is shown with its changes beside. */
export function HistoryPanel({
  list,
  shownId,
  onShow,
}: {
  list: VersionList;
  shownId: string | null;
  onShow: (id: string) => void;
}) {
  const { t } = useTranslation("game-data-admin");
  const f = useFormat();
  return (
    <Panel title={t("history.title")} aria-label={t("history.title")}>
      {list.versions.length === 0 ? (
        <p className="text-lodge-muted">{t("history.empty")}</p>
      ) : (
        <ol className="space-y-2">
          {list.versions.map((version) => {
            const shown = version.id === shownId;
            return (
              <li
                key={version.id}
                aria-current={shown ? "true" : undefined}
                className={cn(
                  "rounded-xl border p-3",
                  shown ? "border-lodge-accent/60 bg-lodge-accent/5" : "border-lodge-border bg-lodge-panel-2",
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="min-w-0 font-semibold break-words">{version.note || t("history.draft")}</p>
                  <VersionState version={version} />
                </div>
                <Uploaded version={version} />
                {version.publishedAt ? (
                  <p className="text-sm text-lodge-muted">
                    {t("history.publishedAt", { date: f.dateTime(new Date(version.publishedAt)) })}
                  </p>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-2"
                  disabled={shown}
                  onClick={() => onShow(version.id)}
                >
                  {shown ? t("history.shown") : t("history.show")}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
