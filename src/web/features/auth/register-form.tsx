import { useLayoutEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { fieldErrors } from "#web/lib/form-errors.ts";
import { isOffline } from "#web/lib/online.ts";
import { useRegister } from "./api/register.ts";
import { pendingEmail } from "./auth-errors.ts";
import { AuthForm, EmailField, NewPasswordFields } from "./auth-form.tsx";
import { loadAccountSchemas } from "./load-schemas.ts";
import type { Mode } from "./login-page.tsx";
import { ModeLink } from "./mode-link.tsx";
import { useNicknameHint } from "./nickname-hint.ts";
import { forgetReferral, referralId } from "./referral.ts";
import { carriedValues, takeOverServerForm } from "./server-form.ts";

export function RegisterForm({ onMode }: { onMode: (mode: Mode) => void }) {
  const { t } = useTranslation(["auth", "messages"]);
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState({ email: "", nickname: "", password: "", confirmPassword: "" });
  const nicknameHint = useNicknameHint(values.nickname);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  // Before the first paint: the server's Create Account form is still what the player sees, so nothing
  // typed into it is lost.
  useLayoutEffect(() => takeOverServerForm((typed) => setValues((v) => carriedValues(v, typed))), []);

  const submit = async () => {
    setServerError(null);
    const { registerSchema } = await loadAccountSchemas();
    const parsed = registerSchema.safeParse({ ...values, ref: referralId() });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    if (isOffline()) return setServerError(t("messages:youAreOffline"));
    register.mutate(parsed.data, {
      onSuccess: (me) => {
        forgetReferral();
        if (me.email) pendingEmail.set(me.email);
        navigate(me.emailVerified ? "/" : "/verify-email", { replace: true });
      },
      onError: (error) => setServerError(getErrorMessage(error)),
    });
  };

  return (
    <AuthForm onSubmit={submit}>
      <EmailField name="email" value={values.email} onChange={set("email")} error={errors.email} />
      <TextField
        label={t("nickname")}
        name="nickname"
        autoComplete="username"
        value={values.nickname}
        onChange={set("nickname")}
        error={errors.nickname}
        hint={nicknameHint}
      />
      <NewPasswordFields
        labels={[t("password"), t("confirmPassword")]}
        values={values}
        errors={errors}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
      />
      <Notice message={serverError ? { tone: "error", text: serverError } : null} />
      <Button type="submit" size="lg" block loading={register.isPending}>
        {t("createAccount")}
      </Button>
      <p className="text-center text-sm text-lodge-muted">
        {t("haveAccount")} <ModeLink onClick={() => onMode("login")}>{t("backToLogin")}</ModeLink>
      </p>
    </AuthForm>
  );
}
