import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { Me } from "#core/schemas/me.ts";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Logo } from "#web/components/ui/logo.tsx";
import { useMe } from "#web/data/get-me.ts";
import { useAccountLanguage } from "#web/lib/i18n/use-account-language.ts";
import { rememberReturnPath } from "#web/lib/return-path.ts";
import { useInShell } from "./in-shell.tsx";

// The hunter page lives outside the signed-in shell (docs/product.md#routes): a slim bar with the app's name and
// a way in, which brings a visitor back to this build after login. A signed-in player's account language leads
// here as in the shell, so a shared link opened on a new device reads in their language.
export function PublicLayout({ children }: { children: ReactNode }) {
  // Inside the signed-in shell the page needs no bar of its own.
  if (useInShell()) return children;
  return <PublicBar>{children}</PublicBar>;
}

function PublicBar({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const signedIn = Boolean(me.data);
  return (
    <div className="lodge-backdrop min-h-dvh">
      {me.data ? <AccountLanguage me={me.data} /> : null}
      <header className="sticky top-0 z-20 border-b border-lodge-border bg-lodge-panel/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2.5 sm:px-6">
          <Link to="/" aria-label={t("nav.homeLink")} className="rounded-lg">
            <Logo size={30} />
          </Link>
          {me.isPending ? null : signedIn ? (
            <ButtonLink to="/" variant="secondary" size="sm">
              {t("publicLayout.openRoster")}
            </ButtonLink>
          ) : (
            <ButtonLink
              to="/login"
              size="sm"
              onClick={() => rememberReturnPath(location.pathname + location.search)}
            >
              {t("publicLayout.logIn")}
            </ButtonLink>
          )}
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">{children}</main>
    </div>
  );
}

function AccountLanguage({ me }: { me: Me }) {
  useAccountLanguage(me);
  return null;
}
