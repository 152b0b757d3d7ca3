import { useTranslation } from "react-i18next";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { ArrowLeftIcon } from "#web/components/ui/icons.tsx";

// Above a builder that shows a draft's game data (docs/product.md#game-data-in-the-console): what the admin
// sees is not what players get yet, and nothing made here can be saved.
export function PreviewBar() {
  const { t } = useTranslation("game-data-admin");
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-lodge-warn/50 bg-lodge-warn/10 px-4 py-3"
    >
      <div className="min-w-0">
        <p className="font-bold text-lodge-warn">{t("preview.bar")}</p>
        <p className="text-sm text-lodge-muted">{t("preview.noSaving")}</p>
      </div>
      <ButtonLink to="/admin/game-data" variant="secondary" size="sm" icon={<ArrowLeftIcon size={16} />}>
        {t("preview.back")}
      </ButtonLink>
    </div>
  );
}
