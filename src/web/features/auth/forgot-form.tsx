import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { firstError } from "#web/lib/form-errors.ts";
import { isOffline } from "#web/lib/online.ts";
import { requestPasswordReset } from "./api/request-password-reset.ts";
import { AuthForm, EmailField } from "./auth-form.tsx";
import { loadAccountSchemas } from "./load-schemas.ts";
import type { Mode } from "./login-page.tsx";
import { ModeLink } from "./mode-link.tsx";

export function ForgotForm({ onMode }: { onMode: (mode: Mode) => void }) {
  const { t } = useTranslation(["auth", "messages"]);
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const notice = useNotice();

  const submit = async () => {
    const { forgotPasswordSchema } = await loadAccountSchemas();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return notice.error(firstError(parsed.error));
    if (isOffline()) return notice.error(t("messages:youAreOffline"));
    setBusy(true);
    const { error } = await requestPasswordReset(parsed.data.email);
    setBusy(false);
    if (error)
      notice.error(error.status === 429 ? t("messages:tooManyAttempts") : t("messages:unknownError"));
    else notice.success(t("messages:passwordResetSent"));
  };

  return (
    <AuthForm onSubmit={submit}>
      <EmailField
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder={t("emailPlaceholder")}
      />
      <Notice message={notice.message} />
      <Button type="submit" size="lg" block loading={busy}>
        {t("sendResetLink")}
      </Button>
      <p className="text-center text-sm">
        <ModeLink onClick={() => onMode("login")}>{t("backToLogin")}</ModeLink>
      </p>
    </AuthForm>
  );
}
