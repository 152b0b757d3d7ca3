import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Me } from "#core/schemas/me.ts";
import type { SignInProvider } from "#core/schemas/sign-in-methods.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { Divider } from "#web/components/ui/divider.tsx";
import { KeyIcon } from "#web/components/ui/icons.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { meQueryKey } from "#web/data/get-me.ts";
import { cn } from "#web/lib/cn.ts";
import { signInWithPasskey } from "./api/sign-in-passkey.ts";
import { continueWithProvider, type GuestChoice, useSignInProviders } from "./api/sign-in-providers.ts";
import { ACCOUNT_SUSPENDED, signInErrorMessage } from "./auth-errors.ts";
import { GuestProviderDialog } from "./guest-provider-dialog.tsx";

// Discord's mark (Simple Icons, CC0), white on Discord's blurple (a shade darker, for contrast).
function DiscordLogo() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
      <path d="M20.317 4.37a19.79 19.79 0 0 0-4.885-1.515.074.074 0 0 0-.079.037c-.21.375-.444.865-.608 1.25a18.27 18.27 0 0 0-5.487 0 12.64 12.64 0 0 0-.617-1.25.077.077 0 0 0-.079-.037A19.74 19.74 0 0 0 3.677 4.37a.07.07 0 0 0-.032.027C.533 9.046-.32 13.58.099 18.057a.082.082 0 0 0 .031.057 19.9 19.9 0 0 0 5.993 3.03.078.078 0 0 0 .084-.028 14.1 14.1 0 0 0 1.226-1.994.076.076 0 0 0-.041-.106 13.1 13.1 0 0 1-1.872-.892.077.077 0 0 1-.008-.128c.126-.094.252-.192.372-.291a.074.074 0 0 1 .078-.01c3.928 1.793 8.18 1.793 12.062 0a.074.074 0 0 1 .078.01c.12.099.246.198.373.292a.077.077 0 0 1-.006.127 12.3 12.3 0 0 1-1.873.892.077.077 0 0 0-.041.107c.36.698.772 1.362 1.225 1.993a.076.076 0 0 0 .084.028 19.84 19.84 0 0 0 6.002-3.03.077.077 0 0 0 .032-.054c.5-5.177-.838-9.674-3.549-13.66a.061.061 0 0 0-.031-.03zM8.02 15.331c-1.183 0-2.157-1.085-2.157-2.419 0-1.333.956-2.419 2.157-2.419 1.21 0 2.176 1.096 2.157 2.42 0 1.333-.956 2.418-2.157 2.418zm7.975 0c-1.183 0-2.157-1.085-2.157-2.419 0-1.333.955-2.419 2.157-2.419 1.21 0 2.176 1.096 2.157 2.42 0 1.333-.946 2.418-2.157 2.418z" />
    </svg>
  );
}

// Google's four-colour "G", unchanged, as Google's sign-in branding requires.
function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

// Each provider in its own colours: Discord's blurple, Google's white (dark: #131314) with a grey outline.
const LOOKS: Record<SignInProvider["id"], { logo: ReactNode; className: string }> = {
  discord: { logo: <DiscordLogo />, className: "bg-[#4E5AE8] text-white hover:bg-[#4752C4]" },
  google: {
    logo: <GoogleLogo />,
    className:
      "border border-[#747775] bg-white text-[#1F1F1F] hover:bg-[#F2F2F2] dark:border-[#8E918F] dark:bg-[#131314] dark:text-[#E3E3E3] dark:hover:bg-[#1F1F20]",
  },
  oidc: {
    logo: <KeyIcon size={18} />,
    className: "border border-lodge-border bg-lodge-panel-2 text-lodge-text hover:border-lodge-accent/60",
  },
};

// The size and shape of the app's large buttons; the colours are each provider's own (LOOKS).
const PROVIDER_BUTTON =
  "inline-flex min-h-12 w-full select-none items-center justify-center gap-2.5 rounded-xl px-4 text-[15px] font-semibold transition sm:text-base disabled:cursor-not-allowed disabled:opacity-50";

/** "Continue with Discord" etc.: one button per provider the operator set up; none at all when none is. */
function ProviderButtons({ onError }: { onError: (message: string) => void }) {
  const { t } = useTranslation(["auth", "messages"]);
  const queryClient = useQueryClient();
  const providers = useSignInProviders();
  const [busy, setBusy] = useState<string | null>(null);
  // The provider a guest is asked about before leaving (the guest's data goes along, or stays behind).
  const [asking, setAsking] = useState<SignInProvider | null>(null);
  if (!providers.data?.providers.length) return null;

  const start = async (id: SignInProvider["id"], guest?: GuestChoice) => {
    setAsking(null);
    setBusy(id);
    const { error } = await continueWithProvider(id, guest);
    // On success the browser is already on its way to the provider.
    if (error) {
      setBusy(null);
      onError(error.status === 429 ? t("messages:tooManyAttempts") : t("providers.errors.fallback"));
    }
  };

  return (
    <>
      <ul className="space-y-2.5" aria-label={t("providers.listLabel")}>
        {providers.data.providers.map(({ id, name }) => (
          <li key={id}>
            <button
              type="button"
              onClick={() =>
                queryClient.getQueryData<Me | null>(meQueryKey)?.isAnonymous
                  ? setAsking({ id, name })
                  : start(id)
              }
              disabled={busy !== null}
              className={cn(PROVIDER_BUTTON, LOOKS[id].className)}
            >
              {busy === id ? <Spinner size={18} /> : LOOKS[id].logo}
              {t("providers.continueWith", { name })}
            </button>
          </li>
        ))}
      </ul>
      <GuestProviderDialog
        provider={asking?.name ?? null}
        onClose={() => setAsking(null)}
        onChoose={(choice) => asking && start(asking.id, choice)}
      />
    </>
  );
}

/** "Sign in with a passkey": the browser asks for the device's passkey, then the app opens as that player. */
function PasskeyButton({ onError }: { onError: (message: string) => void }) {
  const { t } = useTranslation(["auth", "messages"]);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    const { error } = await signInWithPasskey();
    setBusy(false);
    if (error) {
      // A suspended account reads the staff's reason, as at a password sign-in.
      const suspended = "code" in error && error.code === ACCOUNT_SUSPENDED;
      return onError(suspended ? signInErrorMessage(error) : t(passkeyRefusal(error)));
    }
    // The login page sends the player on to the remembered path once ['me'] is read again.
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
  };

  return (
    <button type="button" onClick={start} disabled={busy} className={buttonClasses("ghost", "md", true)}>
      {busy ? <Spinner size={18} /> : <KeyIcon size={18} />}
      {t("providers.passkey")}
    </button>
  );
}

// A guest whose data an account has no room for stays the guest and is told so (server: keepGuestData).
const passkeyRefusal = (error: { status: number; code?: string }) =>
  error.status === 429
    ? "messages:tooManyAttempts"
    : error.code === "guest_does_not_fit"
      ? "providers.errors.guest_does_not_fit"
      : "providers.passkeyFailed";

// better-auth's codes for a refused provider sign-in that the player can act on; any other reads as the fallback.
const KNOWN_ERRORS = new Set([
  "account_not_linked",
  "account_already_linked_to_different_user",
  "unable_to_link_account",
  "access_denied",
  "guest_does_not_fit",
  "provider_email_not_verified",
]);

/**
 * Above the e-mail form on /login: the providers, "Sign in with a passkey" (login only), and why a provider's
 * sign-in came back refused (/login?error=<code>), which stays while the address names it.
 */
export function SignInChoices({ mode }: { mode: "login" | "register" }) {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const notice = useNotice();
  const code = params.get("error");
  const refusal = code
    ? t(`providers.errors.${KNOWN_ERRORS.has(code) ? code : "fallback"}` as "providers.errors.fallback")
    : null;
  const providers = useSignInProviders();
  const offered = Boolean(providers.data?.providers.length);
  return (
    <div className="mb-2 space-y-3">
      <Notice message={refusal ? { tone: "error", text: refusal } : notice.message} />
      <ProviderButtons onError={notice.error} />
      {mode === "login" ? <PasskeyButton onError={notice.error} /> : null}
      {offered || mode === "login" ? <Divider label={t("or")} /> : null}
    </div>
  );
}
