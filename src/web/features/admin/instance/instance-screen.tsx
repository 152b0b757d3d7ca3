import { useTranslation } from "react-i18next";
import { Notice } from "#web/components/ui/notice.tsx";
import { PageHeader } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useInstance } from "./api/instance.ts";
import { BackupLateWarning } from "./backup-warning.tsx";
import { BackupsPanel } from "./backups-panel.tsx";
import { StatusPanel } from "./status-panel.tsx";

/** The console's Instance screen (docs/product.md#instance-and-backups): what runs, and the backups. */
export function Screen() {
  const { t } = useTranslation("instance-admin");
  const instance = useInstance();
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {instance.isError ? (
        <Notice message={{ tone: "error", text: t("loadFailed") }} />
      ) : instance.data ? (
        <>
          <BackupLateWarning admin />
          <div className="grid gap-5 lg:grid-cols-2">
            <StatusPanel instance={instance.data.instance} />
            <BackupsPanel backups={instance.data.backups} />
          </div>
        </>
      ) : (
        <LoadingState text={t("loading")} />
      )}
    </div>
  );
}
