import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { PASSWORD_MIN } from "#core/rules/account-limits.ts";
import { changePasswordSchema } from "#core/schemas/account.ts";
import type { Me } from "#core/schemas/me.ts";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { PasswordField } from "#web/components/ui/text-field.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { firstError } from "#web/lib/form-errors.ts";
import { useChangePassword } from "./api/change-password.ts";

export function PasswordPanel({ me }: { me: Me }) {
  const { t } = useTranslation(["settings", "messages"]);
  const change = useChangePassword();
  const notice = useNotice();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");

  if (me.isAnonymous) {
    return (
      <div className="space-y-4">
        <Notice message={{ tone: "error", text: t("messages:anonymousPassword") }} />
        <ButtonLink to="/login?mode=register" variant="secondary">
          {t("password.createAccount")}
        </ButtonLink>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) return notice.error(firstError(parsed.error));
    change.mutate(parsed.data, {
      onSuccess: () => {
        setCurrent("");
        setNew("");
        notice.success(t("messages:passwordUpdated"));
      },
      onError: (error) =>
        notice.error(
          isApiError(error, 403) ? t("messages:anonymousPassword") : t("messages:passwordUpdateFailed"),
        ),
    });
  };

  return (
    <form onSubmit={submit} className="grid max-w-md gap-4" noValidate>
      <PasswordField
        label={t("password.current")}
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrent(e.target.value)}
        required
      />
      <PasswordField
        label={t("password.new")}
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => setNew(e.target.value)}
        hint={t("password.hint", { min: PASSWORD_MIN })}
        required
      />
      <Notice message={notice.message} />
      <div>
        <Button type="submit" loading={change.isPending}>
          {t("password.submit")}
        </Button>
      </div>
    </form>
  );
}
