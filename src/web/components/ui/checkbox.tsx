import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: ReactNode };

export function Checkbox({ label, id, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <label
      htmlFor={fieldId}
      className={cn(
        "inline-flex min-h-10 cursor-pointer select-none items-center gap-2.5 text-sm",
        className,
      )}
    >
      <input
        id={fieldId}
        type="checkbox"
        className="size-4.5 cursor-pointer rounded border-lodge-border accent-lodge-accent"
        {...rest}
      />
      <span>{label}</span>
    </label>
  );
}
