import { Button } from "#web/components/ui/button.tsx";
import { TrashIcon } from "#web/components/ui/icons.tsx";

type Props = {
  // The inventory items the save equips.
  itemIds: readonly string[];
  // "Save Only" / "Apply only", and the delete, best naming how many items go ("Save & Delete 2 Items").
  only: string;
  andDelete: string;
  // Called with the items to delete from the inventory in the same save: none, or all of them.
  onChoose: (deleteItemIds: string[]) => void;
};

// The choice a save that equips inventory items offers (docs/product.md#builder-save): keep the items in the
// inventory, or delete them with the save. The builder's save and the roster plan's "Apply all" both ask it.
// Keeping them is first, drawn as the main button and focused, so Enter never deletes anything; the delete
// is the quieter button, marked by its bin.
export function ConsumeChoice({ itemIds, only, andDelete, onChoose }: Props) {
  return (
    <>
      <Button data-autofocus onClick={() => onChoose([])}>
        {only}
      </Button>
      <Button
        variant="secondary"
        icon={<TrashIcon size={18} className="text-lodge-danger" />}
        onClick={() => onChoose([...itemIds])}
      >
        {andDelete}
      </Button>
    </>
  );
}
