import { useTranslation } from "react-i18next";
import { COLUMN_KEYS, type ColumnKey } from "#core/rules/inventory-file.ts";
import { Select } from "#web/components/ui/select.tsx";
import { useColumnLabels } from "./column-labels.ts";

// Which field each column of a spreadsheet holds: guessed from its header, changed here by the player. Folded
// away when the guess found every column (an export of this page), open when something is left to choose.
export function ColumnMapping({
  header,
  columns,
  onChange,
  complete,
}: {
  header: readonly string[];
  columns: readonly (ColumnKey | null)[];
  onChange: (columns: (ColumnKey | null)[]) => void;
  complete: boolean;
}) {
  const { t } = useTranslation("inventory");
  const { labels } = useColumnLabels();
  const choose = (index: number, key: ColumnKey | null) =>
    onChange(header.map((_, i) => (i === index ? key : columns[i] === key ? null : (columns[i] ?? null))));
  const allFound = complete && columns.every((key) => key !== null);
  return (
    <details open={!allFound} className="rounded-xl border border-lodge-border p-3">
      <summary className="min-h-10 cursor-pointer content-center font-semibold">
        {t("transfer.columnsHeading")}
      </summary>
      <p className="mb-3 text-sm text-lodge-muted">{t("transfer.columnsHint")}</p>
      <div className="grid max-h-72 gap-3 overflow-y-auto sm:grid-cols-2">
        {header.map((name, index) => (
          <Select
            // Headers may repeat or be blank: a column is known by its place.
            // biome-ignore lint/suspicious/noArrayIndexKey: columns never move.
            key={index}
            label={t("transfer.column", { name: name || index + 1 })}
            value={columns[index] ?? ""}
            onChange={(event) => choose(index, (event.target.value || null) as ColumnKey | null)}
          >
            <option value="">{t("transfer.ignore")}</option>
            {COLUMN_KEYS.map((key) => (
              <option key={key} value={key}>
                {labels[key]}
              </option>
            ))}
          </Select>
        ))}
      </div>
    </details>
  );
}
