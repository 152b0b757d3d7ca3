import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { FilterIcon } from "../inventory-icons.tsx";

type Props = {
  open: boolean;
  onToggle: () => void;
  controls: string;
  active: number;
  small?: boolean;
};

// Shows and hides a filter panel; the badge counts the filters in use.
export function FiltersButton({ open, onToggle, controls, active, small = false }: Props) {
  const { t } = useTranslation("inventory");
  const f = useFormat();
  return (
    <Button
      variant="secondary"
      size={small ? "sm" : "md"}
      icon={<FilterIcon size={small ? 16 : 18} />}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {t("filters.button")}
      {active > 0 ? (
        <span className="rounded-full bg-lodge-accent px-1.5 text-xs text-lodge-on-accent">
          {f.number(active)}
        </span>
      ) : null}
    </Button>
  );
}
