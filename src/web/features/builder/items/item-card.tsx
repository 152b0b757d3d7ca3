import { type ReactNode, useId } from "react";
import type { GameData, ItemSlot } from "#core/game-data/schema.ts";
import type { EquippedItem } from "#core/schemas/hunter.ts";
import { ItemEditor } from "#web/components/game/item-editor/item-editor.tsx";

type Props<T extends EquippedItem> = {
  slot: ItemSlot;
  item: T;
  gameData: GameData;
  onChange: (change: (item: T) => T) => void;
  // The weapon's own fields (base speed, weapon rune), shown under the rune.
  extra?: ReactNode;
};

// One equipment slot of the build: the shared item editor in a card tinted by the item's rarity.
export function ItemCard<T extends EquippedItem>(props: Props<T>) {
  const { slot, item, gameData } = props;
  const headingId = useId();
  const accent =
    gameData.itemRarity.find((r) => r.name === item.rarity)?.color ?? "var(--color-lodge-border)";
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden rounded-xl border border-lodge-border bg-lodge-panel-2/70 p-4"
      style={{ boxShadow: `inset 3px 0 0 ${accent}` }}
    >
      <header className="mb-3 flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-bold">
          {slot}
        </h3>
        {item.itemName ? (
          <span className="truncate text-sm font-semibold" style={{ color: accent }}>
            {item.itemName}
          </span>
        ) : null}
      </header>
      <ItemEditor {...props} />
    </section>
  );
}
