import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { MailIcon } from "#web/components/ui/icons.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { meQueryKey, useMe } from "#web/data/get-me.ts";
import { takeReturnPath } from "#web/lib/return-path.ts";
import { sendVerificationEmail } from "./api/send-verification-email.ts";
import { signOut } from "./api/sign-out.ts";
import { pendingEmail } from "./auth-errors.ts";
import { AuthLayout } from "./auth-layout.tsx";

export function Page() {
  const { t } = useTranslation(["auth", "messages"]);
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notice = useNotice();
  const [busy, setBusy] = useState<"resend" | "check" | "back" | null>(null);
  const verified = Boolean(me.data && (me.data.emailVerified || me.data.isAnonymous));

  useEffect(() => {
    if (verified) navigate(takeReturnPath(), { replace: true });
  }, [verified, navigate]);

  if (me.isPending) return <LoadingState text={t("messages:loadingSession")} className="min-h-dvh" />;
  const email = me.data?.email ?? pendingEmail.get();
  if (!email) return <Navigate to="/login" replace />;

  const resend = async () => {
    setBusy("resend");
    const { error } = await sendVerificationEmail(email);
    setBusy(null);
    if (error) notice.error(t("messages:verificationFailed"));
    else notice.success(t("messages:verificationSent"));
  };

  const check = async () => {
    setBusy("check");
    const { data } = await me.refetch();
    setBusy(null);
    if (!data) navigate("/login", { replace: true });
    else if (!data.emailVerified) notice.error(t("verify.notYet"));
  };

  const backToLogin = async () => {
    setBusy("back");
    await signOut().catch(() => undefined);
    pendingEmail.clear();
    queryClient.setQueryData(meQueryKey, null);
    navigate("/login", { replace: true });
  };

  return (
    <AuthLayout title={t("verify.title")}>
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="grid size-16 place-items-center rounded-2xl bg-lodge-accent/15 text-lodge-accent">
          <MailIcon size={32} />
        </span>
        <p className="text-sm text-lodge-muted">{t("verify.sentTo")}</p>
        <p className="-mt-2 font-semibold break-all" data-testid="verify-email-address">
          {email}
        </p>
        <p className="text-sm text-lodge-muted">{t("verify.openLink")}</p>
      </div>
      <Notice message={notice.message} className="mt-5" />
      <div className="mt-6 flex flex-col gap-2.5">
        <Button onClick={check} loading={busy === "check"} block>
          {t("verify.done")}
        </Button>
        <Button variant="secondary" onClick={resend} loading={busy === "resend"} block>
          {t("verify.resend")}
        </Button>
        <Button variant="ghost" onClick={backToLogin} loading={busy === "back"} block>
          {t("backToLogin")}
        </Button>
      </div>
    </AuthLayout>
  );
}
