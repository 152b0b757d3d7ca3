import type { FormEvent, ReactNode } from "react";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { TextField, type TextFieldProps } from "../../components/ui/text-field.tsx";
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

export function EmailField(props: Omit<TextFieldProps, "label" | "type" | "autoComplete" | "inputMode">) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

export function ShowPasswordCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (show: boolean) => void;
}) {
  return <Checkbox label="Show password" checked={checked} onChange={(e) => onChange(e.target.checked)} />;
}
