import { Button } from "#web/components/ui/button.tsx";

type Props = {
  // The inventory items the save equips.
  itemIds: readonly string[];
  // "Save Only" / "Apply only", and "Save & Delete Items" / "Apply & Delete Items".
  only: string;
  andDelete: string;
  // Called with the items to delete from the inventory in the same save: none, or all of them.
  onChoose: (deleteItemIds: string[]) => void;
};

// The choice a save that equips inventory items offers (docs/product.md#builder-save): keep the items in the
// inventory, or delete them with the save. The builder's save and the roster plan's "Apply all" both ask it.
export function ConsumeChoice({ itemIds, only, andDelete, onChoose }: Props) {
  return (
    <>
      <Button variant="secondary" onClick={() => onChoose([])}>
        {only}
      </Button>
      <Button variant="danger" onClick={() => onChoose([...itemIds])}>
        {andDelete}
      </Button>
    </>
  );
}
