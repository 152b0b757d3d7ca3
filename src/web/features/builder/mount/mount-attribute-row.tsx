import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { MountItemDef } from "#core/game-data/schema.ts";
import { OPTION_CLASSES } from "#web/components/ui/choice-select.tsx";
import { controlClasses } from "#web/components/ui/field.tsx";
import { PercentInput } from "#web/components/ui/percent-input.tsx";
import { cn } from "#web/lib/cn.ts";

type Props = {
  attribute: MountItemDef["attributes"][number];
  label: string;
  state: { type?: string | undefined; value: number } | undefined;
  // Until the item has a tier its values are not saved, so they cannot be typed either.
  disabled: boolean;
  onChange: (change: { type?: string; value?: number }) => void;
};

// A fixed attribute shows its stat, which labels the value; a selectable one offers its stat choices.
export function MountAttributeRow({ attribute, label, state, disabled, onChange }: Props) {
  const { t } = useTranslation("builder");
  const id = useId();
  const valueId = `${id}-value`;
  return (
    <li className="grid grid-cols-[4.25rem_minmax(0,1fr)_4.75rem] items-center gap-2">
      {attribute.selectable ? (
        <>
          <label htmlFor={id} className="text-sm font-semibold text-lodge-muted">
            {label}
          </label>
          <select
            id={id}
            value={state?.type ?? ""}
            disabled={disabled}
            className={cn(controlClasses(false), "min-h-10 text-sm")}
            onChange={(event) => onChange({ type: event.target.value })}
          >
            <option value="" className={OPTION_CLASSES}>
              {t("mount.choose")}
            </option>
            {(attribute.options ?? []).map((stat) => (
              <option key={stat} value={stat} className={OPTION_CLASSES}>
                {stat}
              </option>
            ))}
          </select>
        </>
      ) : (
        <label
          htmlFor={valueId}
          className="col-span-2 flex min-h-10 items-center rounded-xl border border-dashed border-lodge-border px-3.5 text-sm font-medium"
        >
          {label}
        </label>
      )}
      <PercentInput
        id={valueId}
        aria-label={attribute.selectable ? t("mount.value", { label }) : undefined}
        value={state?.value ?? 0}
        disabled={disabled}
        onValueChange={(value) => onChange({ value })}
      />
    </li>
  );
}
