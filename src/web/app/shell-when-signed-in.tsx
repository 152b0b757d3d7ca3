import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import type { Me } from "#core/schemas/me.ts";
import { CurrentUserProvider } from "#web/data/current-user.tsx";
import { useMe } from "#web/data/get-me.ts";
import { LoadingState } from "../components/ui/spinner.tsx";

// The shell's code stays out of a visitor's download, as behind the guard.
const AppShell = lazy(() => import("./shell.tsx").then((m) => ({ default: m.AppShell })));

// The sessions the guard lets into the shell: a guest, or a verified player with a nickname.
const opensShell = (me: Me) => me.isAnonymous || (Boolean(me.nickname) && me.emailVerified);

// Pages open to visitors that a signed-in player sees in the shell, sidebar and all (docs/product.md#shell);
// a visitor sees the page's own public bar.
export function ShellWhenSignedIn() {
  const { t } = useTranslation("messages");
  const me = useMe();
  const loading = <LoadingState text={t("loadingSession")} className="min-h-dvh" />;
  // Offline with no session on this device, the page shows as to a visitor rather than wait for ever.
  if (me.isPending && me.fetchStatus !== "paused") return loading;
  if (!me.data || !opensShell(me.data)) return <Outlet />;
  return (
    <CurrentUserProvider me={me.data}>
      <Suspense fallback={loading}>
        <AppShell />
      </Suspense>
    </CurrentUserProvider>
  );
}
