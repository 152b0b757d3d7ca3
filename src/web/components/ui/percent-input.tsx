import type { InputHTMLAttributes } from "react";
import { normalizeInteger } from "#core/rules/number-input.ts";
import { cn } from "#web/lib/cn.ts";
import { controlClasses } from "./field.tsx";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type"> & {
  value: number;
  onValueChange: (value: number) => void;
};

// A whole-number percent with a % suffix. Zero shows as the placeholder, unless the value is fixed (disabled).
export function PercentInput({ value, onValueChange, disabled, ...rest }: Props) {
  return (
    <div className="relative">
      <input
        {...rest}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        disabled={disabled}
        value={disabled || value !== 0 ? String(value) : ""}
        className={cn(controlClasses(false), "min-h-10 pr-7 text-right text-sm tabular-nums")}
        onChange={(event) => {
          const digits = normalizeInteger(event.target.value);
          onValueChange(digits === "" ? 0 : Number(digits));
        }}
      />
      <span className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-xs text-lodge-muted">
        %
      </span>
    </div>
  );
}
