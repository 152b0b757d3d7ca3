import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { ruleBreaksOfItem } from "#core/rules/game-bounds/breaks.ts";
import { FieldMarks } from "#web/components/game/item-editor/field-marks.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { AddItemFields } from "../components/add-item-fields.tsx";
import { type ItemDraft, toAddItemInput } from "../item-draft.ts";
import { ImageCrop } from "./image-crop.tsx";
import { useProblemText } from "./problem-text.ts";
import type { ReviewItem, ReviewState } from "./use-scan.ts";

type Props = {
  item: ReviewItem;
  number: number;
  picture: ImageBitmap | undefined;
  gameData: GameData;
  isVip: boolean;
  onEdit: (id: string, change: (draft: ItemDraft) => ItemDraft) => void;
  onState: (id: string, state: ReviewState) => void;
};

// One item read from a screenshot (docs/product.md#add-items-from-screenshots): the Add Item dialog's fields
// beside the crop it was read from, each unsure field marked; nothing is saved until the player confirms it.
export const ReviewCard = memo(function ReviewCard({
  item,
  number,
  picture,
  gameData,
  isVip,
  onEdit,
  onState,
}: Props) {
  const { t } = useTranslation(["scan", "components"]);
  const problemText = useProblemText();
  const heading = t("review.item", { number });
  const complete = toAddItemInput(item.draft, gameData) !== null;
  // A value read outside the game's rules is marked on its field by the editor; the item cannot be confirmed
  // until it is corrected, since the import would refuse it (docs/product.md#the-games-rules-on-every-value).
  const { itemType } = item.draft;
  const outsideRules = itemType !== "" && ruleBreaksOfItem(item.draft, itemType, gameData).length > 0;
  const headingId = `${item.id}-heading`;

  if (item.state === "dropped")
    return (
      <li className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-dashed border-lodge-border px-4 py-3 text-sm">
        <span className="text-lodge-muted">{t("review.dropped", { number })}</span>
        <Button variant="secondary" size="sm" onClick={() => onState(item.id, "open")}>
          {t("review.restore")}
        </Button>
      </li>
    );

  return (
    <li
      aria-labelledby={headingId}
      // A card out of view is neither laid out nor painted: a few screenshots give dozens of cards, each a
      // whole item editor, and the status line above them changes many times a second while they are read.
      className={cn(
        "rounded-2xl border bg-lodge-panel-2/40 p-3 [contain-intrinsic-size:auto_36rem] [content-visibility:auto] sm:p-4",
        item.state === "confirmed" ? "border-lodge-success" : "border-lodge-border",
      )}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {heading}
        </h3>
        <p className="text-sm text-lodge-muted" aria-live="polite">
          {item.state === "confirmed"
            ? t("review.confirmed")
            : item.unsure.size > 0
              ? t("review.toCheck", { count: item.unsure.size })
              : t("review.allRead")}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-[12rem_minmax(0,1fr)]">
        {picture ? <ImageCrop picture={picture} box={item.box} label={t("review.crop", { number })} /> : null}
        <div className="min-w-0">
          {item.problems.length > 0 ? (
            <ul className="mb-3 list-disc pl-5 text-sm text-lodge-muted">
              {item.problems.map((problem) => (
                <li key={JSON.stringify(problem)}>{problemText(problem)}</li>
              ))}
            </ul>
          ) : null}
          <FieldMarks marked={(field) => item.unsure.has(field)} hint={t("review.checkField")}>
            <AddItemFields
              draft={item.draft}
              onChange={(change) => onEdit(item.id, change)}
              gameData={gameData}
              isVip={isVip}
            />
          </FieldMarks>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
        {!complete ? <p className="mr-auto text-sm text-lodge-muted">{t("review.incomplete")}</p> : null}
        {complete && outsideRules ? (
          <p className="mr-auto text-sm text-lodge-muted">{t("components:gameRules.itemExplain")}</p>
        ) : null}
        <Button variant="secondary" onClick={() => onState(item.id, "dropped")}>
          {t("review.drop")}
        </Button>
        <Button
          variant={item.state === "confirmed" ? "secondary" : "primary"}
          aria-pressed={item.state === "confirmed"}
          disabled={!complete || (outsideRules && item.state !== "confirmed")}
          onClick={() => onState(item.id, item.state === "confirmed" ? "open" : "confirmed")}
        >
          {item.state === "confirmed" ? t("review.unconfirm") : t("review.confirm")}
        </Button>
      </div>
    </li>
  );
});
