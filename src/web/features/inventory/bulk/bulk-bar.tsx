import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/dialog.tsx";
import { TrashIcon } from "#web/components/ui/icons.tsx";
import { toast } from "#web/lib/toast.ts";
import { useDeleteItems } from "../api/delete-items.ts";

// Bulk actions over the grid (docs/product.md#bulk-actions): tick all the filters show, and delete the
// ticked items after one confirmation that names how many.
export function BulkBar({
  selected,
  shown,
  onSelectAll,
  onClear,
}: {
  selected: ReadonlySet<string>;
  shown: number;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation("inventory");
  const remove = useDeleteItems();
  const [asking, setAsking] = useState(false);
  const count = selected.size;
  return (
    <div
      role="toolbar"
      aria-label={t("bulk.title")}
      className="mb-4 flex flex-wrap items-center gap-2 rounded-2xl border border-lodge-border bg-lodge-panel px-3 py-2"
    >
      <Button variant="ghost" size="sm" onClick={onSelectAll} disabled={shown === 0}>
        {t("bulk.selectAll")}
      </Button>
      {count > 0 ? (
        <>
          <span role="status" className="px-1 text-sm font-semibold">
            {t("bulk.selected", { count })}
          </span>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t("bulk.clear")}
          </Button>
          <Button variant="danger" size="sm" icon={<TrashIcon size={16} />} onClick={() => setAsking(true)}>
            {t("bulk.delete")}
          </Button>
        </>
      ) : (
        <span className="hidden px-1 text-sm text-lodge-muted sm:inline">{t("bulk.hint")}</span>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("bulk.title")}
        message={t("bulk.confirm", { count })}
        confirmLabel={t("bulk.confirmButton", { count })}
        cancelLabel={t("bulk.cancel")}
        tone="danger"
        onConfirm={async () => {
          try {
            await remove.mutateAsync([...selected]);
            onClear();
          } catch (error) {
            toast.error(t("bulk.failed"));
            throw error;
          }
        }}
      />
    </div>
  );
}
