import type { ReactNode, SelectHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClasses, FieldFrame, useControlProps } from "./field.tsx";

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  containerClassName?: string;
};

// A native select (keyboard and phone pickers for free), styled like the text fields.
export function Select({
  label,
  hint,
  error,
  containerClassName,
  id,
  className,
  children,
  ...rest
}: SelectProps) {
  const control = useControlProps(id, hint, error);
  return (
    <FieldFrame id={control.id} label={label} hint={hint} error={error} className={containerClassName}>
      <div className="relative">
        <select
          {...control}
          className={cn(controlClasses(Boolean(error)), "appearance-none pr-10", className)}
          {...rest}
        >
          {children}
        </select>
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-lodge-muted"
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </div>
    </FieldFrame>
  );
}
