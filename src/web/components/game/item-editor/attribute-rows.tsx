import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { GameData, Special } from "#core/game-data/schema.ts";
import { isAttributeLocked, specialAttributes } from "#core/rules/item-editing.ts";
import type { AttributeRow } from "#core/schemas/hunter.ts";
import { OPTION_CLASSES } from "#web/components/ui/choice-select.tsx";
import { controlClasses } from "#web/components/ui/field.tsx";
import { ChevronIcon } from "#web/components/ui/icons.tsx";
import { PercentInput } from "#web/components/ui/percent-input.tsx";
import { TypeAhead } from "#web/components/ui/type-ahead.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { cn } from "#web/lib/cn.ts";
import { useFieldMark } from "./field-marks.tsx";

// Percent values stay well inside what an item can hold.
const ATTRIBUTE_DIGITS = 5;

type Props = {
  rows: AttributeRow[];
  count: number;
  special: Special | undefined;
  gameData: GameData;
  onChange: (index: number, row: AttributeRow) => void;
  // The stat as a type-ahead over the game data's names instead of a select (the add-item dialog's quick entry).
  typeAhead?: boolean;
};

// As many rows as the rarity's attributeCount (docs/product.md#add-item): a stat and an integer percent each. A special
// item's rows are locked to its own stats and show its values.
export function AttributeRows({ rows, count, special, gameData, onChange, typeAhead = false }: Props) {
  const { t } = useTranslation("components");
  const gameText = useGameText();
  const id = useId();
  const mark = useFieldMark();
  const fixed = special ? specialAttributes(special) : [];
  const itemName = special?.itemName ?? "";
  const stats = typeAhead ? gameData.attributes.map((stat) => ({ value: stat, label: gameText(stat) })) : [];
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">{t("itemEditor.attributes")}</legend>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-lodge-border px-3 py-3 text-sm text-lodge-muted">
          {t("itemEditor.chooseRarity")}
        </p>
      ) : (
        <ul className="space-y-2">
          {rows.slice(0, count).map((row, index) => {
            const locked = isAttributeLocked({ itemName }, index);
            const value = locked ? (fixed[index]?.value ?? 0) : row.value;
            const typeMark = mark(`attributes.${index}.type`);
            const valueMark = mark(`attributes.${index}.value`);
            const hint = typeMark?.hint ?? valueMark?.hint;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, not records
              <li key={index} className="grid grid-cols-[minmax(0,1fr)_6rem] items-center gap-2">
                {typeAhead && !locked ? (
                  <TypeAhead
                    label={t("itemEditor.attribute", { number: index + 1 })}
                    aria-describedby={typeMark ? `${id}-${index}-mark` : undefined}
                    className={typeMark?.className}
                    placeholder={t("itemEditor.attributeTypeAhead")}
                    value={row.type}
                    options={stats}
                    noMatch={(typed) => t("itemEditor.noAttributeMatch", { typed })}
                    onValueChange={(type) => onChange(index, { ...row, type })}
                  />
                ) : (
                  <div className="relative min-w-0">
                    <select
                      id={`${id}-${index}`}
                      aria-label={t("itemEditor.attribute", { number: index + 1 })}
                      aria-describedby={typeMark ? `${id}-${index}-mark` : undefined}
                      value={row.type}
                      disabled={locked}
                      className={cn(
                        controlClasses(false),
                        "min-h-10 appearance-none pr-9 text-sm",
                        typeMark?.className,
                      )}
                      onChange={(event) => onChange(index, { ...row, type: event.target.value })}
                    >
                      <option value="" className={OPTION_CLASSES}>
                        {locked ? "—" : t("itemEditor.attributeChoice", { number: index + 1 })}
                      </option>
                      {locked && row.type && !gameData.attributes.includes(row.type) ? (
                        <option value={row.type} className={OPTION_CLASSES}>
                          {gameText(row.type)}
                        </option>
                      ) : null}
                      {gameData.attributes.map((stat) => (
                        <option key={stat} value={stat} className={OPTION_CLASSES}>
                          {gameText(stat)}
                        </option>
                      ))}
                    </select>
                    <ChevronIcon
                      size={16}
                      className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rotate-90 text-lodge-muted"
                    />
                  </div>
                )}
                <PercentInput
                  aria-label={t("itemEditor.attributeValue", { number: index + 1 })}
                  aria-describedby={valueMark ? `${id}-${index}-mark` : undefined}
                  className={valueMark?.className}
                  maxLength={ATTRIBUTE_DIGITS}
                  disabled={locked}
                  value={value}
                  onValueChange={(next) => onChange(index, { ...row, value: next })}
                />
                {hint ? (
                  <p id={`${id}-${index}-mark`} className="col-span-2 text-xs text-lodge-muted">
                    {hint}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
