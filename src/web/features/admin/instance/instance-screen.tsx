import { useTranslation } from "react-i18next";
import { PageHeader } from "#web/components/ui/panel.tsx";

// The console's instance area (docs/product.md#the-console); its engineer's screen takes this one's place.
export function Screen() {
  const { t } = useTranslation("admin");
  return <PageHeader title={t("areas.instance")} />;
}
