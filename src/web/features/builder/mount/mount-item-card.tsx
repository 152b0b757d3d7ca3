import type { TFunction } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { MOUNT_ITEM_TIERS } from "#core/game-data/constants.ts";
import type { MountItemDef } from "#core/game-data/schema.ts";
import type { MountItemState } from "#core/schemas/hunter.ts";
import { GameImage } from "#web/components/game/game-image.tsx";
import { ChoiceSelect } from "#web/components/ui/choice-select.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { MountAttributeRow } from "./mount-attribute-row.tsx";

type Props = { def: MountItemDef; state: MountItemState; onChange: (state: MountItemState) => void };

// Mount tiers have no colours in the game data; these follow the item rarities' blue, purple and gold.
export const TIER_COLORS: Record<string, string> = {
  "B Tier": "#4fb8ff",
  "A Tier": "#b07dff",
  "S Tier": "#ffd54a",
};

// Selectable attributes are named 'Bonus', or 'Bonus 1', 'Bonus 2' when an item has several.
function bonusLabels(def: MountItemDef, t: TFunction<"builder">): Map<string, string> {
  const selectable = def.attributes.filter((a) => a.selectable);
  return new Map(
    selectable.map((a, i) => [
      a.key,
      selectable.length > 1 ? t("mount.bonusN", { n: i + 1 }) : t("mount.bonus"),
    ]),
  );
}

export function MountItemCard({ def, state, onChange }: Props) {
  const { t } = useTranslation(["builder", "messages"]);
  const id = useId();
  const game = useGameText();
  const bonus = bonusLabels(def, t);
  const tierColor = TIER_COLORS[state.rarity];
  const setAttribute = (key: string, change: { type?: string; value?: number }) => {
    const current = state.attributes[key] ?? { value: 0 };
    onChange({ ...state, attributes: { ...state.attributes, [key]: { ...current, ...change } } });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="@container rounded-xl border border-lodge-border bg-lodge-panel-2/70 p-4"
      style={{ boxShadow: `inset 3px 0 0 ${tierColor ?? "var(--color-lodge-border)"}` }}
    >
      <header className="mb-3 flex items-end justify-between gap-3">
        <div className="flex items-center gap-3 pb-1">
          <GameImage src={def.image} size={40} className="rounded-lg bg-lodge-bg/60 p-1.5" />
          <h3 id={`${id}-title`} className="text-base font-bold">
            {game(def.name)}
          </h3>
        </div>
        <ChoiceSelect
          label={t("mount.tier")}
          containerClassName="w-32"
          value={state.rarity}
          choices={MOUNT_ITEM_TIERS.map((tier) => ({ value: tier, color: TIER_COLORS[tier] }))}
          onValueChange={(rarity) => onChange({ ...state, rarity: rarity as MountItemState["rarity"] })}
        />
      </header>
      <ul className="space-y-2">
        {def.attributes.map((attr) => (
          <MountAttributeRow
            key={attr.key}
            attribute={attr}
            label={bonus.get(attr.key) ?? attr.type ?? attr.key}
            state={state.attributes[attr.key]}
            disabled={state.rarity === ""}
            onChange={(change) => setAttribute(attr.key, change)}
          />
        ))}
      </ul>
      {state.rarity === "" ? (
        <p className="mt-2 text-xs text-lodge-muted">{t("messages:chooseMountTierFirst")}</p>
      ) : null}
    </section>
  );
}
