import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { OutsideRulesNote } from "#web/components/game/rule-breaks/outside-rules-note.tsx";
import { refusedBreaks } from "#web/components/game/rule-breaks/refused-breaks.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { useAddItem } from "#web/data/inventory/add-item.ts";
import { blankDraft, type ItemDraft, toAddItemInput } from "../item-draft.ts";
import { AddItemFields } from "./add-item-fields.tsx";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  gameData: GameData;
  isVip: boolean;
};

const FORM_ID = "add-item-form";

// Save Item without type, rarity or quality does nothing and says nothing (docs/product.md#add-item); a refused save is
// only logged (docs/product.md#inventory), and the dialog stays open with what the player entered. A value outside
// the game's rules is the exception: the refusal says which and why
// (docs/product.md#the-games-rules-on-every-value). Kept as drawn while
// closed: a filter change on a slow phone redraws only the filters and the grid (docs/performance.md).
export const AddItemDialog = memo(function AddItemDialog({ open, onOpenChange, gameData, isVip }: Props) {
  const { t } = useTranslation(["inventory", "messages"]);
  const [draft, setDraft] = useState<ItemDraft>(blankDraft);
  const add = useAddItem();

  const close = () => {
    setDraft(blankDraft());
    onOpenChange(false);
  };
  const save = async () => {
    const input = toAddItemInput(draft, gameData);
    if (!input) return;
    try {
      await add.mutateAsync(input);
      close();
    } catch {
      // Logged by useAddItem.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t("messages:addItemTitle")}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t("addItem.cancel")}
          </Button>
          <Button type="submit" form={FORM_ID} loading={add.isPending}>
            {t("addItem.save")}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <AddItemFields
          draft={draft}
          onChange={(change) => {
            // A refusal speaks of the values it was sent: once one changes, it no longer holds.
            if (add.error) add.reset();
            setDraft(change);
          }}
          gameData={gameData}
          isVip={isVip}
        />
        <OutsideRulesNote breaks={refusedBreaks(add.error)} what="refused" className="mt-4" />
      </form>
    </Dialog>
  );
});
