import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/dialog.tsx";
import { CrownIcon, DownloadIcon, TrashIcon } from "#web/components/ui/icons.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useDeleteItems } from "../api/delete-items.ts";
import { useSetInheritable } from "../api/update-items.ts";
import { ExportDialog } from "../transfer/export-dialog.tsx";

// Bulk actions over the grid (docs/product.md#bulk-actions): tick all the filters show, then delete the
// ticked items after one confirmation that names how many, export just them, or (VIP) set or clear their
// inheritable mark in one request.
export function BulkBar({
  selected,
  items,
  shown,
  isVip,
  onSelectAll,
  onClear,
}: {
  selected: ReadonlySet<string>;
  // The whole inventory, in the grid's order: an export of the ticked ones keeps it.
  items: readonly InventoryItem[];
  shown: number;
  isVip: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation(["inventory", "messages"]);
  const remove = useDeleteItems();
  const mark = useSetInheritable();
  const [asking, setAsking] = useState(false);
  const [exporting, setExporting] = useState(false);
  const count = selected.size;
  const setInheritable = (inheritable: boolean) =>
    mark.mutate(
      { ids: [...selected], inheritable },
      {
        onSuccess: ({ updated }) =>
          toast.success(
            t(inheritable ? "bulk.inheritableSet" : "bulk.inheritableCleared", { count: updated }),
          ),
        onError: (error) => toast.error(getErrorMessage(error, t("bulk.updateFailed"))),
      },
    );
  // A free player sees the VIP actions locked, with the spec's tooltip ('VIP Only Feature').
  const vipTitle = isVip ? undefined : t("messages:vipOnlyFeature");
  return (
    <div
      role="toolbar"
      aria-label={t("bulk.toolbar")}
      className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl border border-lodge-border bg-lodge-panel px-3 py-2"
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
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button
              variant="secondary"
              size="sm"
              icon={<DownloadIcon size={16} />}
              onClick={() => setExporting(true)}
            >
              {t("bulk.export")}
            </Button>
            <span title={vipTitle} className="inline-flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                icon={<CrownIcon size={16} />}
                disabled={!isVip || mark.isPending}
                onClick={() => setInheritable(true)}
              >
                {t("bulk.setInheritable")}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={!isVip || mark.isPending}
                onClick={() => setInheritable(false)}
              >
                {t("bulk.clearInheritable")}
              </Button>
            </span>
            <Button variant="danger" size="sm" icon={<TrashIcon size={16} />} onClick={() => setAsking(true)}>
              {t("bulk.delete")}
            </Button>
          </div>
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
      <ExportDialog
        open={exporting}
        onOpenChange={setExporting}
        items={items.filter((item) => selected.has(item.id))}
        title={t("bulk.exportTitle", { count })}
        description={t("bulk.exportHint")}
      />
    </div>
  );
}
