import { useTranslation } from "react-i18next";
import { PageHeader } from "#web/components/ui/panel.tsx";

/** The console's accounts (docs/product.md#the-console): search, then an account's page. */
export function Screen() {
  const { t } = useTranslation("admin");
  return <PageHeader title={t("areas.users")} subtitle={t("users.subtitle")} />;
}
