import type { SelectHTMLAttributes } from "react";
import { FieldFrame, type FieldProps, useField } from "./field.tsx";

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & Omit<FieldProps, "labelAction">;

// A native select (keyboard and phone pickers for free), styled like the text fields.
export function Select({ children, ...props }: SelectProps) {
  const { frame, control, controlClassName, rest } = useField(props, "appearance-none pr-10");
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <select {...control} className={controlClassName} {...rest}>
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
