import { useTranslation } from "react-i18next";
import { PageHeader } from "#web/components/ui/panel.tsx";

/** The console's audit log (docs/product.md#the-console): every console and command-line action. */
export function Screen() {
  const { t } = useTranslation("admin");
  return <PageHeader title={t("areas.audit")} subtitle={t("audit.subtitle")} />;
}
