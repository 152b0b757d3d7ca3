import { useId } from "react";
import { MOUNT_ITEM_TIERS, type MountItemDef } from "#core/game-data/schema.ts";
import { normalizeInteger } from "#core/rules/number-input.ts";
import type { MountItemState } from "#core/schemas/hunter.ts";
import { controlClasses } from "#web/components/ui/field.tsx";
import { cn } from "#web/lib/cn.ts";
import { ChoiceSelect, namesOf } from "../fields/choice-select.tsx";

type Props = { def: MountItemDef; state: MountItemState; onChange: (state: MountItemState) => void };

const TIER_COLORS: Record<string, string> = { "B Tier": "#4fb8ff", "A Tier": "#c79bff", "S Tier": "#ffd54a" };

// A fixed attribute is labelled by its stat; a selectable one ('Bonus', 'Bonus 1'...) gets a stat select.
function bonusLabels(def: MountItemDef): Map<string, string> {
  const selectable = def.attributes.filter((a) => a.selectable);
  return new Map(selectable.map((a, i) => [a.key, selectable.length > 1 ? `Bonus ${i + 1}` : "Bonus"]));
}

export function MountItemCard({ def, state, onChange }: Props) {
  const id = useId();
  const bonus = bonusLabels(def);
  const setAttribute = (key: string, change: { type?: string; value?: number }) => {
    const current = state.attributes[key] ?? { value: 0 };
    onChange({ ...state, attributes: { ...state.attributes, [key]: { ...current, ...change } } });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-lodge-border bg-lodge-panel-2/70 p-4"
      style={{ boxShadow: `inset 0 3px 0 ${TIER_COLORS[state.rarity] ?? "transparent"}` }}
    >
      <header className="mb-3 flex items-center gap-3">
        <img src={def.image} alt="" className="size-10 rounded-lg bg-lodge-bg/60 p-1.5" />
        <h3 id={`${id}-title`} className="text-base font-bold">
          {def.name}
        </h3>
      </header>
      <ChoiceSelect
        label="Tier"
        value={state.rarity}
        choices={MOUNT_ITEM_TIERS.map((tier) => ({ value: tier, color: TIER_COLORS[tier] }))}
        onValueChange={(rarity) => onChange({ ...state, rarity: rarity as MountItemState["rarity"] })}
      />
      <ul className="mt-3 space-y-2">
        {def.attributes.map((attr) => {
          const current = state.attributes[attr.key];
          const label = bonus.get(attr.key) ?? attr.type ?? attr.key;
          const valueId = `${id}-${attr.key}`;
          return (
            <li key={attr.key} className="grid grid-cols-[minmax(0,1fr)_5.5rem] items-end gap-2">
              {attr.selectable ? (
                <ChoiceSelect
                  label={`${label} stat`}
                  className="min-h-10 text-sm"
                  value={current?.type ?? ""}
                  choices={namesOf(attr.options ?? [])}
                  emptyLabel="Choose a stat"
                  onValueChange={(type) => setAttribute(attr.key, { type })}
                />
              ) : (
                <label htmlFor={valueId} className="pb-2.5 text-sm font-medium">
                  {label}
                </label>
              )}
              <div className="relative">
                <input
                  id={valueId}
                  aria-label={attr.selectable ? `${label} value` : undefined}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="0"
                  value={current?.value ? String(current.value) : ""}
                  className={cn(controlClasses(false), "min-h-10 pr-7 text-right text-sm tabular-nums")}
                  onChange={(event) => {
                    const digits = normalizeInteger(event.target.value);
                    setAttribute(attr.key, { value: digits === "" ? 0 : Number(digits) });
                  }}
                />
                <span className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-xs text-lodge-muted">
                  %
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
