import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { messages } from "#core/messages.ts";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { fieldErrors } from "#web/lib/form-errors.ts";
import { resetPassword } from "./api/reset-password.ts";
import { AuthForm, NewPasswordFields } from "./auth-form.tsx";
import { AuthLayout } from "./auth-layout.tsx";
import { loadAccountSchemas } from "./load-schemas.ts";

// Where the reset e-mail lands (docs/product.md#routes): the new password twice, then back to /login.
export function Page() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token || params.get("error")) {
    return (
      <AuthLayout title="Reset Password">
        <Notice message={{ tone: "error", text: messages.resetLinkInvalid }} />
        <ButtonLink to="/login" variant="secondary" block className="mt-5">
          Back to Login
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
    if (error) return setFailure(error.status === 429 ? messages.tooManyAttempts : messages.resetLinkInvalid);
    navigate("/login", { replace: true, state: { notice: messages.passwordResetDone } });
  };

  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password for your account.">
      <AuthForm onSubmit={submit}>
        <NewPasswordFields
          labels={["New password", "Confirm new password"]}
          values={values}
          errors={{ password: errors.password ?? errors.token, confirmPassword: errors.confirmPassword }}
          onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        />
        <Notice message={failure ? { tone: "error", text: failure } : null} />
        <Button type="submit" size="lg" block loading={busy}>
          Save new password
        </Button>
        <ButtonLink to="/login" variant="ghost" block>
          Back to Login
        </ButtonLink>
      </AuthForm>
    </AuthLayout>
  );
}
