import { useQueryClient } from "@tanstack/react-query";
import { useLayoutEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { LOGIN_FAILED_PARAM, loginFailure } from "#core/login-form.ts";
import type { LoginInput } from "#core/schemas/account.ts";
import type { Me } from "#core/schemas/me.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Notice, type NoticeMessage } from "#web/components/ui/notice.tsx";
import { PasswordField } from "#web/components/ui/text-field.tsx";
import { meQueryKey } from "#web/data/get-me.ts";
import { firstError } from "#web/lib/form-errors.ts";
import { isOffline } from "#web/lib/online.ts";
import { toast } from "#web/lib/toast.ts";
import { signInWithEmail } from "./api/sign-in-email.ts";
import { isEmailNotVerified, isGuestSignedIn, pendingEmail, signInErrorMessage } from "./auth-errors.ts";
import { AuthForm, EmailField, ShowPasswordCheckbox } from "./auth-form.tsx";
import { GuestSignInDialog } from "./guest-sign-in-dialog.tsx";
import { loadAccountSchemas } from "./load-schemas.ts";
import type { Mode } from "./login-page.tsx";
import { ModeLink } from "./mode-link.tsx";
import { takeOverServerForm } from "./server-form.ts";
import { SignInLinkOffer } from "./sign-in-link-offer.tsx";
import { usePasskeyAutofill } from "./use-passkey-autofill.ts";

export function LoginForm({
  onMode,
  notice,
  offerLink = false,
}: {
  onMode: (mode: Mode) => void;
  notice: NoticeMessage | null;
  /** Offer a sign-in link from the start (a link that failed brought the player here). */
  offerLink?: boolean;
}) {
  const { t } = useTranslation(["auth", "messages"]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [show, setShow] = useState(false);
  // A sign-in refused through the server's form comes back as /login?failed=<code> (src/server/login-page).
  const [params] = useSearchParams();
  const failure = loginFailure(params.get(LOGIN_FAILED_PARAM));
  const [error, setError] = useState<string | null>(failure && t(`messages:${failure}`));
  const [busy, setBusy] = useState(false);
  const [guestChoice, setGuestChoice] = useState<LoginInput | null>(null);
  // Locked out (429): strangers may be spending the account's attempts; the mailbox is the owner's way in.
  const [linkOffered, setLinkOffered] = useState(offerLink);
  usePasskeyAutofill();
  // Before the first paint: the server's form is still what the player sees, so nothing typed is lost.
  useLayoutEffect(
    () =>
      takeOverServerForm((typed) => {
        setEmail(typed.values.email ?? "");
        setPassword(typed.values.password ?? "");
        setShow(typed.show);
      }),
    [],
  );

  const afterSignIn = async () => {
    // The login page sends a verified player on to the remembered path once ['me'] is refetched.
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    const me = queryClient.getQueryData<Me | null>(meQueryKey);
    if (me && !me.emailVerified && !me.isAnonymous) navigate("/verify-email");
  };

  const merged = async () => {
    setGuestChoice(null);
    // Everything cached belonged to the guest: the account's data replaces it.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    toast.success(t("messages:guestMerged"));
    await afterSignIn();
  };

  const submit = async () => {
    const { loginSchema } = await loadAccountSchemas();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) return setError(firstError(parsed.error));
    // Signing in needs the server: say why nothing happens rather than fail obscurely.
    if (isOffline()) return setError(t("messages:youAreOffline"));
    setError(null);
    // A guest is asked first: signing in elsewhere would leave the guest's data behind.
    if (queryClient.getQueryData<Me | null>(meQueryKey)?.isAnonymous) return setGuestChoice(parsed.data);
    setBusy(true);
    const { error: signInError } = await signInWithEmail(parsed.data);
    if (signInError) {
      setBusy(false);
      if (isGuestSignedIn(signInError)) return setGuestChoice(parsed.data);
      if (signInError.status === 429) setLinkOffered(true);
      if (isEmailNotVerified(signInError)) {
        pendingEmail.set(parsed.data.email);
        return navigate("/verify-email");
      }
      return setError(signInErrorMessage(signInError));
    }
    await afterSignIn();
  };

  return (
    <AuthForm onSubmit={submit}>
      <EmailField
        passkeys
        name="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder={t("emailPlaceholder")}
      />
      <PasswordField
        label={t("password")}
        name="password"
        autoComplete="current-password"
        visible={show}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-2 text-sm">
        <ShowPasswordCheckbox checked={show} onChange={setShow} />
        <ModeLink onClick={() => onMode("forgot")}>{t("forgotPassword")}</ModeLink>
      </div>
      <Notice message={error ? { tone: "error", text: error } : notice} />
      {linkOffered ? <SignInLinkOffer email={email} /> : null}
      <Button type="submit" size="lg" block loading={busy}>
        {t("login")}
      </Button>
      <p className="text-center text-sm text-lodge-muted">
        {t("newHere")} <ModeLink onClick={() => onMode("register")}>{t("createAccount")}</ModeLink>
      </p>
      <GuestSignInDialog credentials={guestChoice} onClose={() => setGuestChoice(null)} onMerged={merged} />
    </AuthForm>
  );
}
