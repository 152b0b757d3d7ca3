import { useTranslation } from "react-i18next";
import { exportJson, exportTable, inventoryFileName } from "#core/rules/inventory-file.ts";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { DownloadIcon } from "#web/components/ui/icons.tsx";
import { useColumnLabels } from "./column-labels.ts";
import { toCsv } from "./csv.ts";

function download(text: string, type: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

// Export (docs/product.md#inventory-export-and-import): the whole inventory, or the ticked items
// (docs/product.md#bulk-actions) in the same form, built on the device from the list already read, as CSV or
// JSON.
export function ExportDialog({
  open,
  onOpenChange,
  items,
  title,
  description,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly InventoryItem[];
  // The whole inventory's, unless told.
  title?: string;
  description?: string;
}) {
  const { t } = useTranslation("inventory");
  const { labels } = useColumnLabels();
  const csv = () => {
    const now = new Date();
    download(toCsv(exportTable(items, labels)), "text/csv;charset=utf-8", inventoryFileName(now, "csv"));
  };
  const json = () => {
    const now = new Date();
    const file = JSON.stringify(exportJson(items, labels, now), null, 2);
    download(file, "application/json", inventoryFileName(now, "json"));
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t("transfer.exportTitle")}
      description={description ?? t("transfer.exportHint")}
      size="sm"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button icon={<DownloadIcon size={18} />} onClick={csv} block>
          {t("transfer.exportCsv")}
        </Button>
        <Button icon={<DownloadIcon size={18} />} variant="secondary" onClick={json} block>
          {t("transfer.exportJson")}
        </Button>
      </div>
    </Dialog>
  );
}
