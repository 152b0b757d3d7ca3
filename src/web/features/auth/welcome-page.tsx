import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { chooseNicknameSchema } from "#core/schemas/sign-in-methods.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { useMe } from "#web/data/get-me.ts";
import { useNotices } from "#web/data/notices/get-notices.ts";
import { useMarkNoticeRead } from "#web/data/notices/mark-notice-read.ts";
import { getErrorMessage } from "#web/lib/api-client.ts";
import { fieldErrors } from "#web/lib/form-errors.ts";
import { isOffline } from "#web/lib/online.ts";
import { takeReturnPath } from "#web/lib/return-path.ts";
import { useChooseNickname } from "./api/choose-nickname.ts";
import { AuthForm } from "./auth-form.tsx";
import { AuthLayout } from "./auth-layout.tsx";
import { useNicknameHint } from "./nickname-hint.ts";
import { forgetReferral, referralId } from "./referral.ts";

/**
 * The nickname step after a first sign-in through a provider (docs/product.md#sign-in-through-a-provider):
 * registration's nickname field, rules and messages, and its ?ref= referral, kept in this tab since /login.
 */
export function Page() {
  const { t } = useTranslation(["auth", "messages", "notices"]);
  const navigate = useNavigate();
  const me = useMe();
  const save = useChooseNickname();
  // A moderator's nickname reset (docs/product.md#moderation-queue) brings the player here with its reason.
  const notices = useNotices(Boolean(me.data && !me.data.isAnonymous && !me.data.nickname));
  const markRead = useMarkNoticeRead();
  const reset = notices.data?.notices.find((n) => n.kind === "nickname-reset" && n.readAt === null);
  const [nickname, setNickname] = useState("");
  const nicknameHint = useNicknameHint(nickname);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  if (me.isPending) return <LoadingState text={t("messages:loadingSession")} className="min-h-dvh" />;
  if (!me.data || me.data.isAnonymous) return <Navigate to="/login" replace />;
  if (me.data.nickname) return <Navigate to="/" replace />;

  const submit = () => {
    setServerError(null);
    const parsed = chooseNicknameSchema.safeParse({ nickname, ref: referralId() });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    if (isOffline()) return setServerError(t("messages:youAreOffline"));
    save.mutate(parsed.data, {
      onSuccess: () => {
        if (reset) markRead.mutate(reset.id);
        forgetReferral();
        navigate(takeReturnPath(), { replace: true });
      },
      onError: (error) => setServerError(getErrorMessage(error)),
    });
  };

  return (
    <AuthLayout
      title={t("welcome.title")}
      subtitle={
        reset
          ? t("notices:nicknameReset", {
              reason: typeof reset.data.reason === "string" ? reset.data.reason : "",
            })
          : t("welcome.subtitle")
      }
    >
      <AuthForm onSubmit={submit}>
        <TextField
          label={t("nickname")}
          autoComplete="username"
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
          error={errors.nickname}
          hint={nicknameHint}
        />
        <Notice message={serverError ? { tone: "error", text: serverError } : null} />
        <Button type="submit" size="lg" block loading={save.isPending}>
          {t("welcome.save")}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
