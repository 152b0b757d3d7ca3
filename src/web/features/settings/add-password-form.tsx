import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { setPasswordSchema } from "#core/schemas/sign-in-methods.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { PasswordField } from "#web/components/ui/text-field.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { fieldErrors } from "#web/lib/form-errors.ts";
import { useAddPassword } from "./api/sign-in-methods.ts";

// An account made through a provider has no password: it may add one (registration's rules), then sign in
// with its e-mail too, and change or reset it like any other. Sign-in methods and Profile both offer it;
// Profile's row already says what it is (`bare`: no frame or heading of its own).
export function AddPasswordForm({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation(["settings", "auth"]);
  const add = useAddPassword();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = setPasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => toast.success(t("signIn.passwordAdded")),
      onError: (e) => setServerError(getErrorMessage(e)),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className={bare ? "grid max-w-md gap-4" : "space-y-3 rounded-xl border border-lodge-border p-3.5"}
    >
      {bare ? null : <h3 className="text-sm font-semibold">{t("signIn.addPassword")}</h3>}
      <PasswordField
        label={t("auth:password")}
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        error={errors.password}
      />
      <PasswordField
        label={t("auth:confirmPassword")}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))}
        error={errors.confirmPassword}
      />
      <Notice message={serverError ? { tone: "error", text: serverError } : null} />
      <Button type="submit" loading={add.isPending}>
        {t("signIn.savePassword")}
      </Button>
    </form>
  );
}
