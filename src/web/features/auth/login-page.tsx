import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Divider } from "#web/components/ui/divider.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useMe } from "#web/data/get-me.ts";
import { takeReturnPath } from "#web/lib/return-path.ts";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { AuthLayout } from "./auth-layout.tsx";
import { ForgotForm } from "./forgot-form.tsx";
import { GuestButton } from "./guest-button.tsx";
import { LoginForm } from "./login-form.tsx";
import { SignInChoices } from "./provider-buttons.tsx";
import { keepReferral } from "./referral.ts";
import { RegisterForm } from "./register-form.tsx";

export type Mode = "login" | "register" | "forgot";

export function Page() {
  const { t } = useTranslation(["auth", "messages"]);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const ref = params.get("ref");
  // The mode lives in the URL (?mode=register|forgot), so Back and reload keep it; an invite link opens
  // Create Account.
  const asked = params.get("mode");
  const mode: Mode =
    asked === "register" || asked === "forgot" ? asked : ref && asked !== "login" ? "register" : "login";
  const setMode = useCallback(
    (next: Mode) =>
      setParams((current) => {
        const url = new URLSearchParams(current);
        url.set("mode", next);
        return url;
      }),
    [setParams],
  );
  const form = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);
  // A switch of mode moves focus to the new form's first field (not on the first render).
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    form.current?.querySelector<HTMLElement>("input, select, textarea")?.focus();
  }, [mode]);
  const title = t(`modes.${mode}Title`);
  useDocumentTitle(title);
  const guestError = useNotice();
  const flash =
    (location.state as { notice?: string } | null)?.notice ??
    (params.has("verified") ? t("messages:emailVerifiedSignIn") : null);
  // The device's copy of ['me'] (restored at start, or kept from before a session ended elsewhere) may name
  // a player the server no longer knows here: the page moves on only once the server has said who it is.
  const copySignedIn = Boolean(me.data && !me.data.isAnonymous && me.data.emailVerified);
  const signedIn = copySignedIn && !me.isStale;
  // A sign-in link that could not sign in lands here (src/server/auth/sign-in-link.ts).
  const linkLanding = params.get("link");
  const linkRefusal =
    linkLanding === "invalid"
      ? t("messages:signInLinkInvalid")
      : linkLanding === "guest"
        ? t("messages:signInLinkGuest")
        : null;

  const flashNotice = useNotice();
  const { success: showFlash, error: showRefusal } = flashNotice;

  useEffect(() => keepReferral(ref), [ref]);
  useEffect(() => {
    if (flash) showFlash(flash);
  }, [flash, showFlash]);
  useEffect(() => {
    if (linkRefusal) showRefusal(linkRefusal);
  }, [linkRefusal, showRefusal]);
  useEffect(() => {
    if (signedIn) navigate(takeReturnPath(), { replace: true });
  }, [signedIn, navigate]);

  // Offline, the question "who is signed in?" waits for the network: the form shows meanwhile and answers
  // 'You are offline' when used.
  const waiting = (me.isPending || copySignedIn) && me.fetchStatus !== "paused";
  if (waiting || signedIn) return <LoadingState text={t("messages:loadingSession")} className="min-h-dvh" />;

  return (
    <AuthLayout title={title} subtitle={t(`modes.${mode}Subtitle`)}>
      {me.data?.isAnonymous ? (
        <p className="mb-5 rounded-xl border border-sky-400/30 bg-sky-400/10 px-3.5 py-2.5 text-sm">
          {t("guestNotice")}
        </p>
      ) : null}
      {mode === "forgot" ? null : <SignInChoices mode={mode} />}
      <div ref={form}>
        {mode === "login" ? (
          <LoginForm
            key="login"
            onMode={setMode}
            notice={flashNotice.message}
            offerLink={linkLanding === "invalid"}
          />
        ) : mode === "register" ? (
          <RegisterForm key="register" onMode={setMode} />
        ) : (
          <ForgotForm key="forgot" onMode={setMode} />
        )}
      </div>
      {mode !== "forgot" && !me.data ? (
        <>
          <Divider label={t("or")} />
          <GuestButton onError={guestError.error} />
          <Notice message={guestError.message} className="mt-3" />
        </>
      ) : null}
    </AuthLayout>
  );
}
