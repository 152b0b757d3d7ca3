import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { PasswordField, TextField, type TextFieldProps } from "#web/components/ui/text-field.tsx";
import { warmAuthForms } from "./load-schemas.ts";

// The sign-in screens' form: checked by our schemas, not the browser's, which start loading on first focus.
export function AuthForm({ onSubmit, children }: { onSubmit: () => unknown; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form onSubmit={submit} onFocus={warmAuthForms} className="grid gap-4" noValidate>
      {children}
    </form>
  );
}

/** With `passkeys`, the browser may offer the device's passkeys in the field's autofill list (usePasskeyAutofill). */
export function EmailField({
  passkeys = false,
  ...props
}: Omit<TextFieldProps, "label" | "type" | "autoComplete" | "inputMode"> & { passkeys?: boolean }) {
  const { t } = useTranslation(["auth", "messages"]);
  return (
    <TextField
      label={t("email")}
      type="email"
      autoComplete={passkeys ? "username webauthn" : "email"}
      inputMode="email"
      {...props}
    />
  );
}

export function ShowPasswordCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (show: boolean) => void;
}) {
  const { t } = useTranslation(["auth", "messages"]);
  return (
    <Checkbox label={t("showPassword")} checked={checked} onChange={(e) => onChange(e.target.checked)} />
  );
}

type NewPasswords = { password: string; confirmPassword: string };

// A new password typed twice, both shown or hidden by one 'Show password' checkbox.
export function NewPasswordFields({
  labels,
  values,
  errors,
  onChange,
}: {
  labels: [password: string, confirm: string];
  values: NewPasswords;
  errors: Partial<NewPasswords>;
  onChange: (key: keyof NewPasswords, value: string) => void;
}) {
  const [show, setShow] = useState(false);
  return (
    <>
      {(["password", "confirmPassword"] as const).map((key, i) => (
        <PasswordField
          key={key}
          name={key}
          label={labels[i]}
          autoComplete="new-password"
          visible={show}
          value={values[key]}
          onChange={(e) => onChange(key, e.target.value)}
          error={errors[key]}
        />
      ))}
      <ShowPasswordCheckbox checked={show} onChange={setShow} />
    </>
  );
}
