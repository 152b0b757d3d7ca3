import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClasses, FieldFrame, useControlProps } from "./field.tsx";

type Common = { label: ReactNode; hint?: ReactNode; error?: ReactNode; containerClassName?: string };

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & Common & { labelAction?: ReactNode };

export function TextField({
  label,
  hint,
  error,
  labelAction,
  containerClassName,
  id,
  className,
  ...rest
}: TextFieldProps) {
  const control = useControlProps(id, hint, error);
  return (
    <FieldFrame
      id={control.id}
      label={label}
      hint={hint}
      error={error}
      labelAction={labelAction}
      className={containerClassName}
    >
      <input {...control} className={cn(controlClasses(Boolean(error)), className)} {...rest} />
    </FieldFrame>
  );
}

// `visible` lets a form drive every password field from one 'Show password' checkbox;
// without it the field offers its own Show/Hide toggle.
export type PasswordFieldProps = Omit<TextFieldProps, "type" | "labelAction"> & { visible?: boolean };

export function PasswordField({ visible, ...rest }: PasswordFieldProps) {
  const [own, setOwn] = useState(false);
  const shown = visible ?? own;
  const toggle =
    visible === undefined ? (
      <button
        type="button"
        className="min-h-8 rounded-md px-2 text-xs font-semibold text-lodge-accent hover:underline"
        aria-pressed={own}
        onClick={() => setOwn((v) => !v)}
      >
        {own ? "Hide" : "Show"}
      </button>
    ) : undefined;
  return <TextField type={shown ? "text" : "password"} labelAction={toggle} {...rest} />;
}

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Common;

export function TextArea({ label, hint, error, containerClassName, id, className, ...rest }: TextAreaProps) {
  const control = useControlProps(id, hint, error);
  return (
    <FieldFrame id={control.id} label={label} hint={hint} error={error} className={containerClassName}>
      <textarea
        {...control}
        className={cn(controlClasses(Boolean(error)), "min-h-32 resize-y py-3", className)}
        {...rest}
      />
    </FieldFrame>
  );
}
