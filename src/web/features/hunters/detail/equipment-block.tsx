import { useTranslation } from "react-i18next";
import { ITEM_SLOTS, type ItemSlot } from "#core/game-data/constants.ts";
import type { GameData } from "#core/game-data/schema.ts";
import { attributeCountOf, findSpecial, specialAttributes } from "#core/rules/item-editing.ts";
import { parseDecimal } from "#core/rules/number-input.ts";
import type { HunterItems } from "#core/schemas/hunter.ts";
import { useSlotName } from "#web/components/game/item-editor/slot-name.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { useGameColor } from "#web/data/use-game-color.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { useBaseSpeed } from "#web/lib/i18n/use-base-speed.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { qualityColor, rarityColor } from "../game-colors.ts";
import { SparkleIcon } from "../hunter-icons.tsx";
import { type BlockProps, DetailBlock } from "./detail-block.tsx";

export function EquipmentBlock({ items, gameData, className }: BlockProps<{ items: HunterItems }>) {
  const { t } = useTranslation(["hunter", "messages"]);
  const engraved = ITEM_SLOTS.filter((slot) => items[slot].engraved).length;
  return (
    <DetailBlock
      title={t("blocks.equipment")}
      className={className}
      aside={
        <span className="text-xs text-lodge-muted">
          {engraved === ITEM_SLOTS.length
            ? t("messages:fullyEngraved")
            : t("equipment.engraved", { count: engraved, total: ITEM_SLOTS.length })}
        </span>
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {ITEM_SLOTS.map((slot) => (
          <li key={slot}>
            <EquippedItemCard slot={slot} items={items} gameData={gameData} />
          </li>
        ))}
      </ul>
    </DetailBlock>
  );
}

function EquippedItemCard({
  slot,
  items,
  gameData,
}: {
  slot: ItemSlot;
  items: HunterItems;
  gameData: GameData;
}) {
  const { t } = useTranslation(["hunter", "messages"]);
  const f = useFormat();
  const baseSpeed = useBaseSpeed();
  const gameText = useGameText();
  const slotName = useSlotName();
  const item = items[slot];
  const readable = useGameColor();
  const color = rarityColor(item.rarity, gameData);
  const text = readable(color);
  const special = findSpecial(item.itemName, item.rarity, slot, gameData);
  const rows = (
    special ? specialAttributes(special) : item.attributes.slice(0, attributeCountOf(item.rarity, gameData))
  ).filter((row) => row.type !== "");
  const weapon = slot === "Weapon" ? items.Weapon : null;
  return (
    <article
      aria-label={slotName(slot)}
      className="h-full rounded-xl border border-lodge-border bg-lodge-panel-2/60 p-3"
      style={{ borderColor: color ? `color-mix(in srgb, ${color} 45%, transparent)` : undefined }}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-[11px] font-bold tracking-wider text-lodge-muted uppercase">{slotName(slot)}</p>
          {item.rarity ? (
            <p className="truncate font-bold" style={{ color: text }}>
              {gameText(item.itemName || item.rarity)}
            </p>
          ) : (
            <p className="font-semibold text-lodge-muted">{t("empty")}</p>
          )}
          {item.rarity ? (
            <p className="text-xs">
              <span className="font-semibold" style={{ color: text }}>
                {item.itemName ? gameText(item.rarity) : null}
              </span>
              {item.itemName && item.quality ? " · " : null}
              {item.quality ? (
                <span
                  className="font-semibold"
                  style={{ color: readable(qualityColor(item.quality, gameData)) }}
                >
                  {gameText(item.quality)}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        {item.engraved ? (
          <Badge tone="gold">
            <SparkleIcon size={11} />
            {t("equipment.engravedBadge")}
          </Badge>
        ) : null}
      </header>
      {rows.length > 0 ? (
        <ul className="mt-2 space-y-0.5 text-sm">
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: attribute rows are fixed positions and may repeat a type
            <li key={`${row.type}-${index}`} className="flex justify-between gap-3">
              <span className="text-lodge-muted">{gameText(row.type)}</span>
              <span className="font-semibold tabular-nums">{f.percent(row.value, 2)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 space-y-0.5 border-t border-lodge-border/60 pt-2 text-xs text-lodge-muted">
        {special ? (
          <p>
            {t("equipment.skill")}{" "}
            <span className="font-semibold text-lodge-text">{gameText(special.skill.name)}</span>
            {special.skill.skillType === "level"
              ? t("equipment.skillLevel", { level: item.skillLevel })
              : null}
          </p>
        ) : null}
        <p>
          {t("equipment.rune")}{" "}
          <span className="font-semibold text-lodge-text">
            {item.runeType
              ? `${gameText(item.runeType)} ${f.percent(item.runeValue, 2)}`
              : t("messages:notAvailable")}
          </span>
        </p>
        {weapon ? (
          <>
            <p>
              {t("equipment.baseAtkSpd")}{" "}
              <span className="font-semibold text-lodge-text">
                {baseSpeed(special?.weaponBase ?? parseDecimal(weapon.baseAtkSpd))}
              </span>
            </p>
            <p>
              {t("equipment.weaponRune")}{" "}
              <span className="font-semibold text-lodge-text">
                {weapon.weaponRuneType
                  ? t("equipment.weaponRuneValue", {
                      rune: gameText(weapon.weaponRuneType),
                      level: weapon.weaponRuneLevel,
                    })
                  : t("messages:notAvailable")}
              </span>
            </p>
          </>
        ) : null}
      </div>
    </article>
  );
}
