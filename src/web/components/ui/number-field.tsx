import { useState } from "react";
import { normalizeDecimal, normalizeInteger, parseDecimal } from "#core/rules/number-input.ts";
import { TextField, type TextFieldProps } from "#web/components/ui/text-field.tsx";

type NumberFieldProps = Omit<TextFieldProps, "value" | "onChange" | "type" | "inputMode" | "max"> & {
  kind: "integer" | "decimal";
  max?: number;
  value: number;
  onValueChange: (value: number) => void;
};

// The player's text is kept as typed, cleaned by the rules of docs/product.md#number-inputs, so '0.' or an empty field survive
// while typing; the build gets the number. A value changed from elsewhere replaces the text.
export function NumberField({ kind, max, value, onValueChange, ...field }: NumberFieldProps) {
  const [text, setText] = useState(() => String(value));
  const shown = parseDecimal(text) === value ? text : String(value);

  const change = (raw: string) => {
    const clean =
      kind === "integer" ? normalizeInteger(raw) : normalizeDecimal(raw, max === undefined ? {} : { max });
    setText(clean);
    onValueChange(parseDecimal(clean));
  };

  return (
    <TextField
      {...field}
      type="text"
      inputMode={kind === "integer" ? "numeric" : "decimal"}
      autoComplete="off"
      value={shown}
      onChange={(event) => change(event.target.value)}
    />
  );
}
