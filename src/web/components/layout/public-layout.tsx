import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Logo } from "#web/components/ui/logo.tsx";
import { useMe } from "#web/data/get-me.ts";
import { rememberReturnPath } from "#web/lib/return-path.ts";

// The hunter page lives outside the signed-in shell (docs/product.md#routes): a slim bar with the app's name and
// a way in, which brings a visitor back to this build after login.
export function PublicLayout({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  const signedIn = Boolean(me.data);
  return (
    <div className="lodge-backdrop min-h-dvh">
      <header className="sticky top-0 z-20 border-b border-lodge-border bg-lodge-panel/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2.5 sm:px-6">
          <Link to="/" aria-label="Hunter Lodge, Homepage" className="rounded-lg">
            <Logo size={30} />
          </Link>
          {me.isPending ? null : signedIn ? (
            <ButtonLink to="/" variant="secondary" size="sm">
              Open my roster
            </ButtonLink>
          ) : (
            <ButtonLink
              to="/login"
              size="sm"
              onClick={() => rememberReturnPath(location.pathname + location.search)}
            >
              Log in
            </ButtonLink>
          )}
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">{children}</main>
    </div>
  );
}
