import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Notice } from "#web/components/ui/notice.tsx";
import { PageHeader, Panel } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useConsoleOverview } from "../api/overview.ts";
import { BackupLateWarning } from "../instance/backup-warning.tsx";

/** The console's first screen (docs/product.md#the-console): what waits for the staff, and where. */
export function Screen() {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const overview = useConsoleOverview();
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t("overview.title")} subtitle={t("overview.subtitle")} />
      {/* The instance's warnings go above the queues: a scheduled backup that is late. */}
      <BackupLateWarning admin={overview.data?.role === "admin"} />
      {overview.isError ? (
        <Notice message={{ tone: "error", text: t("loadFailed") }} />
      ) : overview.data ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Panel title={t("areas.feedback")}>
            <p className="text-3xl font-extrabold">{f.number(overview.data.counts.newFeedback)}</p>
            <p className="text-sm text-lodge-muted">{t("overview.newFeedback")}</p>
            <Link
              className="mt-3 inline-block text-sm font-semibold text-lodge-accent underline"
              to="/admin/feedback"
            >
              {t("overview.openFeedback")}
            </Link>
          </Panel>
          <Panel title={t("areas.moderation")}>
            <p className="text-3xl font-extrabold">{f.number(overview.data.counts.openModeration)}</p>
            <p className="text-sm text-lodge-muted">{t("overview.openModeration")}</p>
            <Link
              className="mt-3 inline-block text-sm font-semibold text-lodge-accent underline"
              to="/admin/moderation"
            >
              {t("overview.openQueue")}
            </Link>
          </Panel>
        </div>
      ) : (
        <LoadingState text={t("loading")} />
      )}
    </div>
  );
}
