import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";

type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  title?: string;
  className?: string;
};

export function Switch({ checked, onCheckedChange, label, disabled, title, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={cn("inline-flex min-h-10 items-center gap-3", className)} title={title}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition disabled:cursor-not-allowed disabled:opacity-50",
          checked ? "border-lodge-accent bg-lodge-accent" : "border-lodge-border bg-lodge-panel-2",
        )}
      >
        <span
          className={cn(
            "inline-block size-4.5 rounded-full bg-white shadow transition",
            checked ? "translate-x-5.5" : "translate-x-0.5",
          )}
        />
      </button>
      <label htmlFor={id} className="cursor-pointer text-sm">
        {label}
      </label>
    </div>
  );
}
