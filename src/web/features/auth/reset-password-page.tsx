import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { fieldErrors } from "#web/lib/form-errors.ts";
import { resetPassword } from "./api/reset-password.ts";
import { AuthForm, NewPasswordFields } from "./auth-form.tsx";
import { AuthLayout } from "./auth-layout.tsx";
import { loadAccountSchemas } from "./load-schemas.ts";

// Where the reset e-mail lands (docs/product.md#routes): the new password twice, then back to /login.
export function Page() {
  const { t } = useTranslation(["auth", "messages"]);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token || params.get("error")) {
    return (
      <AuthLayout title={t("modes.forgotTitle")}>
        <Notice message={{ tone: "error", text: t("messages:resetLinkInvalid") }} />
        <ButtonLink to="/login" variant="secondary" block className="mt-5">
          {t("backToLogin")}
        </ButtonLink>
      </AuthLayout>
    );
  }

  const submit = async () => {
    const { resetPasswordSchema } = await loadAccountSchemas();
    const parsed = resetPasswordSchema.safeParse({ ...values, token });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    const { error } = await resetPassword({
      newPassword: parsed.data.password,
      token: parsed.data.token,
    });
    setBusy(false);
    if (error)
      return setFailure(
        error.status === 429 ? t("messages:tooManyAttempts") : t("messages:resetLinkInvalid"),
      );
    navigate("/login", { replace: true, state: { notice: t("messages:passwordResetDone") } });
  };

  return (
    <AuthLayout title={t("modes.forgotTitle")} subtitle={t("reset.subtitle")}>
      <AuthForm onSubmit={submit}>
        <NewPasswordFields
          labels={[t("reset.newPassword"), t("reset.confirmNew")]}
          values={values}
          errors={{ password: errors.password ?? errors.token, confirmPassword: errors.confirmPassword }}
          onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        />
        <Notice message={failure ? { tone: "error", text: failure } : null} />
        <Button type="submit" size="lg" block loading={busy}>
          {t("reset.save")}
        </Button>
        <ButtonLink to="/login" variant="ghost" block>
          {t("backToLogin")}
        </ButtonLink>
      </AuthForm>
    </AuthLayout>
  );
}
