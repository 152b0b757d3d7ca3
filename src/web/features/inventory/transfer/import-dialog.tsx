import { useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import type { ColumnKey } from "#core/rules/inventory-file.ts";
import {
  decodeFile,
  type FileProblem,
  guessColumns,
  hasRequiredColumns,
  MAX_FILE_BYTES,
  previewImport,
  type ReadFile,
  type RowProblem,
  readJson,
  readTable,
} from "#core/rules/inventory-file-read.ts";
import type { ImportRoom } from "#core/rules/inventory-import.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { importRefusalOf, useImportItems } from "#web/data/inventory/import-items.ts";
import { newIdempotencyKey } from "#web/lib/idempotency-key.ts";
import { toast } from "#web/lib/toast.ts";
import { useColumnLabels, useReasonText } from "./column-labels.ts";
import { ColumnMapping } from "./column-mapping.tsx";
import { parseCsv } from "./csv.ts";

type Loaded = { kind: "csv"; header: string[]; rows: string[][] } | { kind: "json"; read: ReadFile };

const PROBLEM_KEYS = {
  "too-large": "tooLarge",
  empty: "empty",
  "not-utf8": "notUtf8",
  "not-text": "notText",
  "too-many-rows": "tooManyRows",
  "not-inventory": "notInventory",
} as const satisfies Record<FileProblem, string>;

// Import (docs/product.md#inventory-export-and-import): a file is read on the device, its columns mapped
// once, every row that will not come in listed with why, and only then the rest sent, all or none. The
// verdict comes before the columns, so a long mapping never hides it.
export function ImportDialog({
  open,
  onOpenChange,
  room,
  gameData,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  room: ImportRoom;
  gameData: GameData;
}) {
  const { t } = useTranslation("inventory");
  const fileId = useId();
  const { labelSets } = useColumnLabels();
  const reasonText = useReasonText();
  const send = useImportItems();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [columns, setColumns] = useState<(ColumnKey | null)[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [serverRefused, setServerRefused] = useState<RowProblem[] | null>(null);
  // One key per set of items confirmed: a retry of the same sends the same key.
  const sent = useRef<{ items: unknown; key: string } | null>(null);

  const reset = () => {
    setLoaded(null);
    setProblem(null);
    setServerRefused(null);
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const choose = async (file: File | undefined) => {
    reset();
    if (!file) return;
    // Not even read: a 10 MB file is refused by its size.
    const decoded =
      file.size > MAX_FILE_BYTES
        ? ({ ok: false, problem: "too-large" } as const)
        : decodeFile(new Uint8Array(await file.arrayBuffer()));
    if (!decoded.ok) return setProblem(t(`transfer.fileProblem.${PROBLEM_KEYS[decoded.problem]}`));
    const text = decoded.text.trimStart();
    if (file.name.toLowerCase().endsWith(".json") || text.startsWith("{") || text.startsWith("[")) {
      return setLoaded({ kind: "json", read: readJson(text) });
    }
    const [header = [], ...rows] = parseCsv(decoded.text);
    setColumns(guessColumns(header, labelSets));
    setLoaded({ kind: "csv", header, rows });
  };

  const read = useMemo(
    () => (loaded?.kind === "csv" ? readTable(loaded.rows, columns) : loaded?.read),
    [loaded, columns],
  );
  const mapped = loaded?.kind !== "csv" || hasRequiredColumns(columns);
  const preview = useMemo(
    () => (read?.ok && mapped ? previewImport(read.rows, read.problems, room, gameData) : null),
    [read, mapped, room, gameData],
  );
  const readProblem = read && !read.ok ? t(`transfer.fileProblem.${PROBLEM_KEYS[read.problem]}`) : null;
  const refused = serverRefused ?? preview?.refused ?? [];
  const count = preview?.accepted.length ?? 0;

  const confirm = async () => {
    if (!preview || count === 0) return;
    const items = preview.accepted.map((row) => row.input);
    if (sent.current?.items !== preview.accepted)
      sent.current = { items: preview.accepted, key: newIdempotencyKey() };
    try {
      await send.mutateAsync({ items, key: sent.current.key });
      toast.success(t("transfer.imported", { count }));
      close(false);
    } catch (error) {
      const details = importRefusalOf(error);
      // The server counts the rows it was sent; the player knows them by their line in the file.
      if (details)
        setServerRefused(
          details.refused.map((r) => ({ ...r, row: preview.accepted[r.row - 1]?.row ?? r.row })),
        );
      else setProblem(t("transfer.failed"));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t("transfer.importTitle")}
      description={t("transfer.importHint")}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={send.isPending}>
            {t("transfer.cancel")}
          </Button>
          <Button onClick={confirm} disabled={count === 0 || serverRefused !== null} loading={send.isPending}>
            {t("transfer.confirm", { count })}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium">
            {t("transfer.file")}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(event) => void choose(event.target.files?.[0])}
            className="block w-full min-w-0 text-sm file:mr-3 file:min-h-10 file:rounded-xl file:border file:border-lodge-border file:bg-lodge-panel-2 file:px-3 file:font-semibold file:text-lodge-text"
          />
        </div>
        {problem || readProblem ? (
          <p
            role="alert"
            className="rounded-xl border border-lodge-danger/50 bg-lodge-danger/10 px-3 py-2 text-sm"
          >
            {problem ?? readProblem}
          </p>
        ) : null}
        {preview ? (
          <section aria-live="polite" className="flex flex-col gap-2 text-sm">
            <p className="font-semibold">{t("transfer.ready", { count })}</p>
            {refused.length > 0 ? (
              <>
                <h3 className="font-semibold text-lodge-danger">
                  {t("transfer.refusedHeading", { count: refused.length })}
                </h3>
                <ul className="max-h-48 list-disc overflow-y-auto pl-5 break-words text-lodge-muted">
                  {refused.map((r, i) => (
                    // A row may be refused for two reasons; the place in the list keeps them apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list is only replaced, never reordered.
                    <li key={i}>{reasonText(r)}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        ) : null}
        {loaded?.kind === "csv" && !mapped ? (
          <p className="text-sm text-lodge-muted">{t("transfer.needColumns")}</p>
        ) : null}
        {loaded?.kind === "csv" ? (
          <ColumnMapping header={loaded.header} columns={columns} onChange={setColumns} complete={mapped} />
        ) : null}
      </div>
    </Dialog>
  );
}
