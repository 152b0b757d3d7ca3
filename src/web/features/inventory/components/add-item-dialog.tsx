import { memo, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { OutsideRulesNote } from "#web/components/game/rule-breaks/outside-rules-note.tsx";
import { refusedBreaks } from "#web/components/game/rule-breaks/refused-breaks.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { useAddItem } from "#web/data/inventory/add-item.ts";
import { blankDraft, type ItemDraft, nextDraft, toAddItemInput } from "../item-draft.ts";
import { AddItemFields } from "./add-item-fields.tsx";
import { enterMovesOn } from "./enter-moves-on.ts";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  gameData: GameData;
  isVip: boolean;
  // The inventory is at its capacity: nothing more can be saved.
  full: boolean;
};

const FORM_ID = "add-item-form";

// Save Item without type, rarity or quality does nothing and says nothing (docs/product.md#add-item); a refused save is
// only logged (docs/product.md#inventory), and the dialog stays open with what the player entered. A value outside
// the game's rules is the exception: the refusal says which and why
// (docs/product.md#the-games-rules-on-every-value). Quick entry (docs/product.md#quick-entry): 'Save and add
// another' keeps the dialog open for the next item of the same type, rarity and quality, and Enter walks the
// fields, saving that way at the last. Kept as drawn while closed: a filter change on a slow phone redraws only
// the filters and the grid (docs/performance.md).
export const AddItemDialog = memo(function AddItemDialog({
  open,
  onOpenChange,
  gameData,
  isVip,
  full,
}: Props) {
  const { t } = useTranslation(["inventory", "messages"]);
  const [draft, setDraft] = useState<ItemDraft>(blankDraft);
  // Items saved with 'Save and add another' since the dialog opened; each one moves the focus back up.
  const [added, setAdded] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const add = useAddItem();

  useEffect(() => {
    if (added === 0) return;
    form.current?.querySelector<HTMLElement>('fieldset [role="combobox"], fieldset select')?.focus();
  }, [added]);

  const close = () => {
    setDraft(blankDraft());
    setAdded(0);
    onOpenChange(false);
  };
  const save = async (another: boolean) => {
    const input = toAddItemInput(draft, gameData);
    if (!input || full || add.isPending) return;
    try {
      await add.mutateAsync(input);
      if (!another) return close();
      setDraft(nextDraft(draft));
      setAdded((n) => n + 1);
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
          {full ? (
            <p className="mr-auto self-center text-sm text-lodge-muted">{t("messages:inventoryFull")}</p>
          ) : null}
          <Button variant="secondary" onClick={close}>
            {t("addItem.cancel")}
          </Button>
          <Button variant="secondary" disabled={full} loading={add.isPending} onClick={() => void save(true)}>
            {t("addItem.saveAndAddAnother")}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={full} loading={add.isPending}>
            {t("addItem.save")}
          </Button>
        </>
      }
    >
      <form
        ref={form}
        id={FORM_ID}
        onKeyDown={enterMovesOn(() => void save(true))}
        onSubmit={(event) => {
          event.preventDefault();
          void save(false);
        }}
      >
        {/* In the page from the start, so a screen reader hears each save. */}
        <p
          role="status"
          className={
            added > 0
              ? "mb-4 rounded-xl bg-lodge-success/10 px-3 py-2 text-sm font-medium text-lodge-success"
              : "sr-only"
          }
        >
          {added > 0 ? t("addItem.savedAnother", { count: added }) : ""}
        </p>
        <AddItemFields
          draft={draft}
          onChange={(change) => {
            // A refusal speaks of the values it was sent: once one changes, it no longer holds.
            if (add.error) add.reset();
            setDraft(change);
          }}
          gameData={gameData}
          isVip={isVip}
          typeAhead
        />
        <OutsideRulesNote breaks={refusedBreaks(add.error)} what="refused" className="mt-4" />
      </form>
    </Dialog>
  );
});
