import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { messages } from "#core/messages.ts";
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
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notice = useNotice();
  const [busy, setBusy] = useState<"resend" | "check" | "back" | null>(null);
  const verified = Boolean(me.data && (me.data.emailVerified || me.data.isAnonymous));

  useEffect(() => {
    if (verified) navigate(takeReturnPath(), { replace: true });
  }, [verified, navigate]);

  if (me.isPending) return <LoadingState text={messages.loadingSession} className="min-h-dvh" />;
  const email = me.data?.email ?? pendingEmail.get();
  if (!email) return <Navigate to="/login" replace />;

  const resend = async () => {
    setBusy("resend");
    const { error } = await sendVerificationEmail(email);
    setBusy(null);
    if (error) notice.error(messages.verificationFailed);
    else notice.success(messages.verificationSent);
  };

  const check = async () => {
    setBusy("check");
    const { data } = await me.refetch();
    setBusy(null);
    if (!data) navigate("/login", { replace: true });
    else if (!data.emailVerified)
      notice.error("Your email is not verified yet. Open the link in the email first.");
  };

  const backToLogin = async () => {
    setBusy("back");
    await signOut().catch(() => undefined);
    pendingEmail.clear();
    queryClient.setQueryData(meQueryKey, null);
    navigate("/login", { replace: true });
  };

  return (
    <AuthLayout title="Verify your email">
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="grid size-16 place-items-center rounded-2xl bg-lodge-accent/15 text-lodge-accent">
          <MailIcon size={32} />
        </span>
        <p className="text-sm text-lodge-muted">We sent a verification link to</p>
        <p className="-mt-2 font-semibold break-all" data-testid="verify-email-address">
          {email}
        </p>
        <p className="text-sm text-lodge-muted">Open the link in that email to activate your account.</p>
      </div>
      <Notice message={notice.message} className="mt-5" />
      <div className="mt-6 flex flex-col gap-2.5">
        <Button onClick={check} loading={busy === "check"} block>
          I've verified my email
        </Button>
        <Button variant="secondary" onClick={resend} loading={busy === "resend"} block>
          Resend verification email
        </Button>
        <Button variant="ghost" onClick={backToLogin} loading={busy === "back"} block>
          Back to Login
        </Button>
      </div>
    </AuthLayout>
  );
}
