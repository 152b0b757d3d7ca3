import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import type { AddItemInput } from "#core/schemas/inventory-item.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { importRefusalOf, useImportItems } from "#web/data/inventory/import-items.ts";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { useGameTermsLanguage } from "#web/lib/i18n/game-terms.ts";
import { newIdempotencyKey } from "#web/lib/idempotency-key.ts";
import { toast } from "#web/lib/toast.ts";
import { toAddItemInput } from "../item-draft.ts";
import { useRefusalText } from "./refusal-text.ts";
import { ReviewCard } from "./review-card.tsx";
import { readClearly } from "./scan-draft.ts";
import { ScanPicker } from "./scan-picker.tsx";
import { ScanStatus } from "./scan-status.tsx";
import { useScan } from "./use-scan.ts";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; gameData: GameData; isVip: boolean };

// "Add from screenshots" (docs/product.md#add-items-from-screenshots): screenshots read on the device, every
// item reviewed, and only the confirmed ones sent, in one request, all or none.
export function ScanDialog({ open, onOpenChange, gameData, isVip }: Props) {
  const { t } = useTranslation("scan");
  const scan = useScan(gameData, useGameTermsLanguage());
  const send = useImportItems();
  const refusalText = useRefusalText();
  const [failure, setFailure] = useState<{ message: string; rows: string[] } | null>(null);
  // One key per set of items sent: a retry of the very same items sends the same key.
  const sent = useRef<{ body: string; key: string } | null>(null);

  const numbered = scan.items.map((item, i) => ({ item, number: i + 1 }));
  const confirmed = numbered.filter(({ item }) => item.state === "confirmed");
  // The items nobody needs to look at twice: one tap confirms them all, the marked ones stay for their card.
  const clear = scan.items.filter(
    (item) => item.state === "open" && readClearly(item.draft, item.unsure, gameData),
  );
  const pictures = new Map(scan.shots.map((shot) => [shot.id, shot.picture]));

  const close = () => {
    scan.reset();
    setFailure(null);
    sent.current = null;
    onOpenChange(false);
  };
  const save = async () => {
    const inputs = confirmed
      .map(({ item }) => toAddItemInput(item.draft, gameData))
      .filter((input): input is AddItemInput => input !== null);
    if (inputs.length === 0) return;
    const body = JSON.stringify(inputs);
    if (sent.current?.body !== body) sent.current = { body, key: newIdempotencyKey() };
    setFailure(null);
    try {
      await send.mutateAsync({ items: inputs, key: sent.current.key });
      toast.success(t("saved", { count: inputs.length }));
      close();
    } catch (error) {
      const details = importRefusalOf(error);
      // The server counts the items it was sent from 1; the player knows them by their number here.
      const rows = (details?.refused ?? []).map((r) =>
        refusalText(r, confirmed[r.row - 1]?.number ?? r.row, confirmed[r.row - 1]?.item.draft),
      );
      setFailure({ message: getErrorMessage(error), rows });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t("title")}
      description={t("description")}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            {t("cancel")}
          </Button>
          <Button onClick={save} disabled={confirmed.length === 0} loading={send.isPending}>
            {t("save", { count: confirmed.length })}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <ScanPicker onFiles={scan.addFiles} />
        <ScanStatus shots={scan.shots} progress={scan.progress} />
        {failure ? (
          <div
            role="alert"
            className="rounded-xl border border-lodge-danger/50 bg-lodge-danger/10 px-3 py-2 text-sm"
          >
            <p className="font-semibold">{failure.message}</p>
            {failure.rows.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {failure.rows.map((row) => (
                  <li key={row}>{row}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {scan.items.length > 0 ? (
          <section aria-label={t("review.region")} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 text-sm text-lodge-muted">{t("review.intro")}</p>
              {clear.length > 0 ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    for (const item of clear) scan.setState(item.id, "confirmed");
                  }}
                >
                  {t("review.confirmClear", { count: clear.length })}
                </Button>
              ) : null}
            </div>
            <ul className="flex flex-col gap-4">
              {numbered.map(({ item, number }) => (
                <ReviewCard
                  key={item.id}
                  item={item}
                  number={number}
                  picture={pictures.get(item.shotId)}
                  gameData={gameData}
                  isVip={isVip}
                  onEdit={scan.edit}
                  onState={scan.setState}
                />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
