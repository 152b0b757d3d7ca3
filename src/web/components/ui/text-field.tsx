import { type InputHTMLAttributes, type TextareaHTMLAttributes, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldFrame, type FieldProps, useField } from "./field.tsx";

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldProps;

export function TextField(props: TextFieldProps) {
  const { frame, control, controlClassName, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} className={controlClassName} {...rest} />
    </FieldFrame>
  );
}

// `visible` lets a form drive every password field from one 'Show password' checkbox;
// without it the field offers its own Show/Hide toggle.
type PasswordFieldProps = Omit<TextFieldProps, "type" | "labelAction"> & { visible?: boolean };

export function PasswordField({ visible, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation();
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
        {own ? t("passwordField.hide") : t("passwordField.show")}
      </button>
    ) : undefined;
  return <TextField type={shown ? "text" : "password"} labelAction={toggle} {...rest} />;
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Omit<FieldProps, "labelAction">;

export function TextArea(props: TextAreaProps) {
  const { frame, control, controlClassName, rest } = useField(props, "min-h-32 resize-y py-3");
  return (
    <FieldFrame {...frame}>
      <textarea {...control} className={controlClassName} {...rest} />
    </FieldFrame>
  );
}
