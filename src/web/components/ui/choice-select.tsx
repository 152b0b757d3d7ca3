import { useTranslation } from "react-i18next";
import { Select, type SelectProps } from "#web/components/ui/select.tsx";
import { useGameColor } from "#web/data/use-game-color.ts";

type Choice = { value: string; label?: string; color?: string | undefined; disabled?: boolean };

type Props = Omit<SelectProps, "value" | "onChange" | "children"> & {
  value: string;
  choices: readonly Choice[];
  onValueChange: (value: string) => void;
  // The first option, meaning "nothing chosen" (value ''): "None" unless named; null when a value is required.
  emptyLabel?: string | null;
};

// A select over game-data names; the chosen entry's colour (rarity, class, quality) tints the control.
export function ChoiceSelect({ value, choices, onValueChange, emptyLabel, style, ...rest }: Props) {
  const { t } = useTranslation("components");
  const readable = useGameColor();
  const empty = emptyLabel === undefined ? t("choice.none") : emptyLabel;
  const color = readable(choices.find((choice) => choice.value === value)?.color);
  return (
    <Select
      {...rest}
      value={value}
      style={color ? { ...style, color } : style}
      onChange={(event) => onValueChange(event.target.value)}
    >
      {empty !== null ? (
        <option value="" className={OPTION_CLASSES}>
          {empty}
        </option>
      ) : null}
      <ChoiceOptions choices={choices} />
    </Select>
  );
}

// Native option lists take the dark panel colours, or the tinted names would sit on white.
export const OPTION_CLASSES = "bg-lodge-panel text-lodge-text";

export function ChoiceOptions({ choices }: { choices: readonly Choice[] }) {
  const readable = useGameColor();
  return choices.map((choice) => (
    <option
      key={choice.value}
      value={choice.value}
      disabled={choice.disabled}
      className={OPTION_CLASSES}
      style={choice.color ? { color: readable(choice.color) } : undefined}
    >
      {choice.label ?? choice.value}
    </option>
  ));
}

export const levelChoices = (levels: readonly number[], label: (n: number) => string): Choice[] =>
  levels.map((n) => ({ value: String(n), label: label(n) }));
