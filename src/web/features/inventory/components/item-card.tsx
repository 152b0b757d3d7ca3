import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { ruleBreaksOfItem } from "#core/rules/game-bounds/breaks.ts";
import { parseDecimal } from "#core/rules/number-input.ts";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { useSlotName } from "#web/components/game/item-editor/slot-name.ts";
import { OutsideRulesNote } from "#web/components/game/rule-breaks/outside-rules-note.tsx";
import { Badge, WaitingToSyncBadge } from "#web/components/ui/badge.tsx";
import { useGameColor } from "#web/data/use-game-color.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { cn } from "#web/lib/cn.ts";
import { useBaseSpeed } from "#web/lib/i18n/use-base-speed.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { qualityColorOf, rarityColorOf, shownAttributes, specialOf } from "../item-display.ts";

type Props = {
  item: InventoryItem;
  gameData: GameData;
  // The card's action (delete on the inventory screen, equip in the builder's search).
  action?: ReactNode;
  // Attribute types the filters ask for: their rows stand out.
  highlight?: readonly string[];
  compact?: boolean;
  // Added offline, not yet accepted by the server (docs/decisions.md#2026-11-24-edits-made-offline).
  waiting?: boolean;
};

// One inventory item (docs/product.md#inventory): rarity colour on the border and name, quality colour,
// attributes with their values, rune, skill level, engraved and inheritable.
export function ItemCard({
  item,
  gameData,
  action,
  highlight = [],
  compact = false,
  waiting = false,
}: Props) {
  const { t } = useTranslation("inventory");
  const f = useFormat();
  const baseSpeed = useBaseSpeed();
  const gameText = useGameText();
  const slotName = useSlotName();
  // Attribute and rune values are percents, shown as a bonus ("+12,5 %" in German).
  const bonus = (value: number) => `+${f.percent(value, 2)}`;
  const rarity = rarityColorOf(item.rarity, gameData) ?? "var(--color-lodge-border)";
  const quality = qualityColorOf(item.quality, gameData);
  const special = specialOf(item, gameData);
  // As text, the game colours take the theme's readable variant (the raw ones tint the border and background).
  const readable = useGameColor();
  // A type may repeat on an item, so a row is known by its position.
  const attributes = shownAttributes(item, gameData).map((row, position) => ({ ...row, id: `${position}` }));
  const weaponRune = gameData.weaponRuneTypes.find((r) => r.name === item.weaponRuneType);
  const title = item.itemName ? gameText(item.itemName) : slotName(item.itemType);
  const rarityName = gameText(item.rarity);
  const baseAtkSpd = parseDecimal(item.baseAtkSpd ?? "");
  const facts = special !== undefined || item.runeType !== "" || item.itemType === "Weapon";

  return (
    <article
      aria-label={t("card.label", { rarity: rarityName, name: title })}
      // Off screen (below a filter panel, or past the first rows), a card is neither laid out nor painted until it comes
      // near; it clips its content anyway, so the paint containment this brings changes nothing drawn.
      className="flex w-full flex-col overflow-hidden rounded-2xl border-2 bg-lodge-panel shadow-lg shadow-black/10 [contain-intrinsic-size:auto_18rem] [content-visibility:auto]"
      style={{
        borderColor: `color-mix(in srgb, ${rarity} 55%, transparent)`,
        backgroundImage: `linear-gradient(160deg, color-mix(in srgb, ${rarity} 16%, transparent), transparent 50%)`,
      }}
    >
      <div className={cn("flex flex-1 flex-col", compact ? "gap-2 p-3" : "gap-3 p-4")}>
        <header className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="truncate text-base leading-tight font-bold" style={{ color: readable(rarity) }}>
              <span className={cn(item.rarity === "Ultimate" && "shiny")}>{title}</span>
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-lodge-muted">
              <span style={{ color: readable(rarity) }}>{rarityName}</span>
              {item.itemName ? <span>· {slotName(item.itemType)}</span> : null}
              <span
                className="inline-flex items-center gap-1 font-semibold"
                style={{ color: readable(quality) }}
              >
                <span aria-hidden="true" className="size-2 rounded-full" style={{ background: quality }} />
                {gameText(item.quality)}
              </span>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            {waiting ? <WaitingToSyncBadge /> : null}
            {item.inheritable ? <Badge tone="vip">{t("card.inheritable")}</Badge> : null}
          </div>
        </header>
        {attributes.length > 0 ? (
          <ul className="space-y-1 text-sm" aria-label={t("card.attributes")}>
            {attributes.map((row) => {
              const wanted = highlight.includes(row.type);
              return (
                <li
                  key={row.id}
                  className={cn(
                    "flex justify-between gap-3",
                    wanted && "-mx-1.5 rounded-md bg-lodge-accent/10 px-1.5",
                  )}
                >
                  <span className={cn("truncate", wanted && "font-semibold text-lodge-accent")}>
                    {gameText(row.type)}
                  </span>
                  <span className="font-semibold tabular-nums text-lodge-success">{bonus(row.value)}</span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-lodge-muted">{t("card.noAttributes")}</p>
        )}
        {facts ? (
          <dl className="mt-auto space-y-1 border-t border-lodge-border/70 pt-2 text-xs">
            {special ? (
              <Fact label={t("card.skill")}>
                {item.skillLevel
                  ? t("card.withLevel", {
                      name: gameText(special.skill.name),
                      level: f.number(item.skillLevel),
                    })
                  : gameText(special.skill.name)}
              </Fact>
            ) : null}
            {item.runeType ? (
              <Fact label={t("card.rune")}>{`${gameText(item.runeType)} ${bonus(item.runeValue)}`}</Fact>
            ) : null}
            {item.itemType === "Weapon" ? (
              <>
                <Fact label={t("card.baseAtkSpd")}>
                  {baseAtkSpd > 0 ? baseSpeed(baseAtkSpd) : item.baseAtkSpd}
                </Fact>
                {weaponRune ? (
                  <Fact label={t("card.weaponRune")}>
                    {t("card.withLevel", {
                      name: gameText(weaponRune.name),
                      level: f.number(item.weaponRuneLevel ?? 1),
                    })}
                  </Fact>
                ) : null}
              </>
            ) : null}
          </dl>
        ) : null}
      </div>
      {/* An item stored before the game's rules held (docs/product.md#the-games-rules-on-every-value). */}
      <OutsideRulesNote
        breaks={ruleBreaksOfItem(item, item.itemType, gameData)}
        what="item"
        className={compact ? "mx-3 mb-2" : "mx-4 mb-3"}
      />
      <footer
        className={cn(
          "flex min-h-12 items-center justify-between gap-2 border-t border-lodge-border/70 bg-lodge-bg/30 py-1.5",
          compact ? "px-3" : "px-4",
        )}
      >
        {item.engraved ? (
          <Badge tone="gold">{t("card.engraved")}</Badge>
        ) : (
          <span className="text-xs text-lodge-muted">{t("card.notEngraved")}</span>
        )}
        {action}
      </footer>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-lodge-muted">{label}</dt>
      <dd className="truncate text-right font-medium">{children}</dd>
    </div>
  );
}
