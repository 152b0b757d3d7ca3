import { useTranslation } from "react-i18next";
import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { duplicateRuneTypes } from "#core/rules/build-summary.ts";
import type { HunterInput, HunterItems } from "#core/schemas/hunter.ts";
import { WeaponFields } from "#web/components/game/item-editor/weapon-fields.tsx";
import { WarningIcon } from "../builder-icons.tsx";
import { ItemCard } from "../items/item-card.tsx";
import type { UpdateHunter } from "../use-hunter-draft.ts";

type Props = { hunter: HunterInput; update: UpdateHunter; gameData: GameData };

export function ItemsTab({ hunter, update, gameData }: Props) {
  const { t } = useTranslation(["builder", "messages"]);
  const duplicates = duplicateRuneTypes(hunter);
  const changeItem =
    <S extends ItemSlot>(slot: S) =>
    (change: (item: HunterItems[S]) => HunterItems[S]) =>
      update((h) => ({ ...h, items: { ...h.items, [slot]: change(h.items[slot]) } }));

  return (
    <div className="space-y-4">
      {duplicates.length > 0 ? (
        <div
          role="status"
          className="flex items-start gap-2 rounded-xl border border-lodge-border bg-lodge-panel-2 px-3.5 py-2.5 text-sm text-lodge-muted"
        >
          <WarningIcon className="mt-px shrink-0 text-lodge-warn" />
          <span>
            {t("items.duplicateRune", { message: t("messages:duplicateRune"), runes: duplicates.join(", ") })}
          </span>
        </div>
      ) : null}
      <div className="grid gap-4 @4xl:grid-cols-2">
        {ITEM_SLOTS.map((slot) => {
          const item = hunter.items[slot];
          return (
            <ItemCard
              key={slot}
              slot={slot}
              item={item}
              gameData={gameData}
              onChange={changeItem(slot)}
              extra={
                slot === "Weapon" ? (
                  <WeaponFields
                    weapon={hunter.items.Weapon}
                    gameData={gameData}
                    onChange={changeItem("Weapon")}
                  />
                ) : null
              }
            />
          );
        })}
      </div>
    </div>
  );
}
