import { Select, type SelectProps } from "#web/components/ui/select.tsx";

export type ChoiceOption = { value: string; label?: string; color?: string | undefined };

type Props = Omit<SelectProps, "value" | "onChange" | "children"> & {
  value: string;
  options: readonly ChoiceOption[];
  onValueChange: (value: string) => void;
  // The "nothing chosen" entry (value ''); null when a value is always set.
  emptyLabel?: string | null;
};

// Native option lists take the panel colours so tinted names never sit on white.
const OPTION = "bg-lodge-panel text-lodge-text";

// A select over game-data names; the chosen entry's colour (rarity, quality) tints the control.
export function Choice({ value, options, onValueChange, emptyLabel = "Select…", style, ...rest }: Props) {
  const color = options.find((o) => o.value === value)?.color;
  return (
    <Select
      {...rest}
      value={value}
      style={color ? { ...style, color } : style}
      onChange={(event) => onValueChange(event.target.value)}
    >
      {emptyLabel === null ? null : (
        <option value="" className={OPTION}>
          {emptyLabel}
        </option>
      )}
      {options.map((o) => (
        <option
          key={o.value}
          value={o.value}
          className={OPTION}
          style={o.color ? { color: o.color } : undefined}
        >
          {o.label ?? o.value}
        </option>
      ))}
    </Select>
  );
}

export const plainOptions = (values: readonly string[]): ChoiceOption[] => values.map((value) => ({ value }));

export const levelOptions = (label: (n: number) => string): ChoiceOption[] =>
  [1, 2, 3].map((n) => ({ value: String(n), label: label(n) }));
