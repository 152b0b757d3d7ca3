import { type InputHTMLAttributes, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { parseWholePercent } from "#core/rules/number-input.ts";
import { cn } from "#web/lib/cn.ts";
import { controlClasses } from "./field.tsx";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type"> & {
  value: number;
  onValueChange: (value: number) => void;
};

// A whole-number percent with a % suffix. Zero shows as the placeholder, unless the value is fixed (disabled).
// A typed decimal point leaves the value as it was and says why, instead of silently dropping the point.
export function PercentInput({ value, onValueChange, disabled, ...rest }: Props) {
  const { t } = useTranslation(["messages"]);
  const [refused, setRefused] = useState(false);
  const noteId = useId();
  return (
    <div className="relative">
      <input
        {...rest}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? noteId : rest["aria-describedby"]}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        disabled={disabled}
        value={disabled || value !== 0 ? String(value) : ""}
        className={cn(
          controlClasses(refused),
          "min-h-10 pr-7 text-right text-sm tabular-nums",
          rest.className,
        )}
        onBlur={() => setRefused(false)}
        onChange={(event) => {
          const whole = parseWholePercent(event.target.value);
          setRefused(whole === null);
          if (whole !== null) onValueChange(whole);
        }}
      />
      <span className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-xs text-lodge-muted">
        %
      </span>
      {refused ? (
        <p
          id={noteId}
          role="alert"
          className="absolute top-full right-0 z-10 mt-1 w-max max-w-56 rounded-md bg-lodge-panel px-2 py-1 text-xs font-medium text-lodge-danger shadow-lg ring-1 ring-lodge-border"
        >
          {t("messages:wholePercentOnly")}
        </p>
      ) : null}
    </div>
  );
}
