import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";
import { HeadingRow } from "./heading-row.tsx";

// Label, control and the hint/error lines wired with aria-describedby; shared by every form control.
type FieldFrameProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  labelAction?: ReactNode;
  className?: string;
  children: ReactNode;
};

const describedBy = (id: string, hint?: ReactNode, error?: ReactNode) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;

// What every framed control takes besides its element's own attributes.
export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  labelAction?: ReactNode;
  containerClassName?: string;
  id?: string;
  className?: string;
};

// Splits a control's props: its FieldFrame's, its element's id and aria wiring (the caller's id or a
// generated one), and the rest for the element itself.
export function useField<P extends FieldProps>(props: P, controlExtra?: string) {
  const { label, hint, error, labelAction, containerClassName, id, className, ...rest } = props;
  const autoId = useId();
  const fieldId = id ?? autoId;
  const control = {
    id: fieldId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(fieldId, hint, error),
  };
  const frame = { id: fieldId, label, hint, error, labelAction, className: containerClassName };
  return {
    frame,
    control,
    controlClassName: cn(controlClasses(Boolean(error)), controlExtra, className),
    rest,
  };
}

export function FieldFrame({ id, label, hint, error, labelAction, className, children }: FieldFrameProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <HeadingRow className="gap-2" aside={labelAction}>
        <label htmlFor={id} className="text-sm font-medium text-lodge-text">
          {label}
        </label>
      </HeadingRow>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-lodge-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-lodge-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const controlClasses = (invalid: boolean) =>
  cn(
    "min-h-11 w-full rounded-xl border bg-lodge-bg/60 px-3.5 text-base text-lodge-text placeholder:text-lodge-muted/70",
    "transition focus:border-lodge-accent focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-lodge-accent/40",
    "disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-lodge-panel-2/60",
    invalid ? "border-lodge-danger" : "border-lodge-border",
  );
