import type { ReactNode } from "react";
import type { GameData } from "#core/game-data/schema.ts";
import type { InventoryItem } from "#core/schemas/inventory-item.ts";
import { Badge, WaitingToSyncBadge } from "#web/components/ui/badge.tsx";
import { cn } from "#web/lib/cn.ts";
import { formatPercent, qualityColorOf, rarityColorOf, shownAttributes, specialOf } from "../item-display.ts";

type Props = {
  item: InventoryItem;
  gameData: GameData;
  // The card's action (delete on the inventory screen, equip in the builder's search).
  action?: ReactNode;
  // Attribute types the filters ask for: their rows stand out.
  highlight?: readonly string[];
  compact?: boolean;
  // Added offline, not yet accepted by the server (issue 14).
  waiting?: boolean;
};

// One inventory item (docs/product.md#inventory): rarity colour on the border and name, quality colour, attributes with
// their values, rune, skill level, engraved and inheritable.
export function ItemCard({
  item,
  gameData,
  action,
  highlight = [],
  compact = false,
  waiting = false,
}: Props) {
  const rarity = rarityColorOf(item.rarity, gameData) ?? "var(--color-lodge-border)";
  const quality = qualityColorOf(item.quality, gameData);
  const special = specialOf(item, gameData);
  // A type may repeat on an item, so a row is known by its position.
  const attributes = shownAttributes(item, gameData).map((row, position) => ({ ...row, id: `${position}` }));
  const weaponRune = gameData.weaponRuneTypes.find((r) => r.name === item.weaponRuneType);
  const title = item.itemName ?? item.itemType;
  const facts = special !== undefined || item.runeType !== "" || item.itemType === "Weapon";

  return (
    <article
      aria-label={`${item.rarity} ${title}`}
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
            <h3 className="truncate text-base leading-tight font-bold" style={{ color: rarity }}>
              <span className={cn(item.rarity === "Ultimate" && "shiny")}>{title}</span>
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-lodge-muted">
              <span style={{ color: rarity }}>{item.rarity}</span>
              {item.itemName ? <span>· {item.itemType}</span> : null}
              <span className="inline-flex items-center gap-1 font-semibold" style={{ color: quality }}>
                <span aria-hidden="true" className="size-2 rounded-full" style={{ background: quality }} />
                {item.quality}
              </span>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            {waiting ? <WaitingToSyncBadge /> : null}
            {item.inheritable ? <Badge tone="vip">Inheritable</Badge> : null}
          </div>
        </header>
        {attributes.length > 0 ? (
          <ul className="space-y-1 text-sm" aria-label="Attributes">
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
                    {row.type}
                  </span>
                  <span className="font-semibold tabular-nums text-lodge-success">
                    {formatPercent(row.value)}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-lodge-muted">No attributes</p>
        )}
        {facts ? (
          <dl className="mt-auto space-y-1 border-t border-lodge-border/70 pt-2 text-xs">
            {special ? (
              <Fact label="Skill">
                {special.skill.name}
                {item.skillLevel ? ` · Level ${item.skillLevel}` : null}
              </Fact>
            ) : null}
            {item.runeType ? (
              <Fact label="Rune">{`${item.runeType} ${formatPercent(item.runeValue)}`}</Fact>
            ) : null}
            {item.itemType === "Weapon" ? (
              <>
                <Fact label="Base ATK SPD">{item.baseAtkSpd}</Fact>
                {weaponRune ? (
                  <Fact label="Weapon Rune">{`${weaponRune.name} · Level ${item.weaponRuneLevel ?? 1}`}</Fact>
                ) : null}
              </>
            ) : null}
          </dl>
        ) : null}
      </div>
      <footer
        className={cn(
          "flex min-h-12 items-center justify-between gap-2 border-t border-lodge-border/70 bg-lodge-bg/30 py-1.5",
          compact ? "px-3" : "px-4",
        )}
      >
        {item.engraved ? (
          <Badge tone="gold">Engraved</Badge>
        ) : (
          <span className="text-xs text-lodge-muted">Not engraved</span>
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
