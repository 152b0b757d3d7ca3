import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useInstance } from "./api/instance.ts";

/**
 * The console's front-page warning that the scheduled backup is late (docs/product.md#instance-and-backups);
 * the Overview shows it to admins, who alone may read the instance.
 */
export function BackupLateWarning({ admin }: { admin: boolean }) {
  const { t } = useTranslation("instance-admin");
  const instance = useInstance(admin);
  if (!instance.data?.backups.late) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-lodge-danger/40 bg-lodge-danger/10 px-3.5 py-2.5 text-sm font-medium text-lodge-danger"
    >
      <span>{t("backups.late")}</span>
      <Link className="font-semibold underline" to="/admin/instance">
        {t("backups.open")}
      </Link>
    </div>
  );
}
