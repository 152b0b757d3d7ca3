import { useTranslation } from "react-i18next";
import { Badge } from "#web/components/ui/badge.tsx";

// The "Verified" badge (docs/product.md#verified-builds-on-the-boards): a moderator checked the build against
// its proof. A tick and a word, so colour is never the only sign; its title says what it means.
export function VerifiedBadge({ className }: { className?: string }) {
  const { t } = useTranslation("components");
  return (
    <Badge tone="success" className={className} title={t("verified.explain")} data-testid="verified-badge">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3" fill="none">
        <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {t("verified.label")}
    </Badge>
  );
}
