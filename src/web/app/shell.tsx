import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { InShell } from "#web/components/layout/in-shell.tsx";
import { useCurrentUser } from "#web/data/current-user.tsx";
import { useOutbox } from "#web/data/outbox/use-outbox.ts";
import { useAccountLanguage } from "#web/lib/i18n/use-account-language.ts";
import { CloseIcon, MenuIcon } from "../components/ui/icons.tsx";
import { Logo } from "../components/ui/logo.tsx";
import { NoticesBanner } from "./notices-banner.tsx";
import { OfflineBanner } from "./offline-banner.tsx";
import { useOutboxSync } from "./outbox/use-outbox-sync.ts";
import { RemovedWaysBanner } from "./removed-ways-banner.tsx";
import { Sidebar } from "./sidebar.tsx";
import { useLiveUpdates } from "./use-live-updates.ts";

// Shown only with changes made offline; its code (the build schemas behind the conflict choice) loads then.
const OutboxPanel = lazy(() => import("./outbox/outbox-panel.tsx").then((m) => ({ default: m.OutboxPanel })));

// Wide screens: a sticky sidebar. Under 768 px: a top bar whose Menu opens the same content
// in the page flow, so it pushes the screen down instead of covering it (docs/product.md#shell).
export function AppShell() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // The shell renders only behind the guard: a verified (or guest) user is signed in.
  useLiveUpdates(true);
  const me = useCurrentUser();
  useOutboxSync(me.id);
  useAccountLanguage(me);
  const outbox = useOutbox();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the route changes
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="min-h-dvh bg-lodge-bg md:flex">
      <header className="sticky top-0 z-20 flex items-center justify-between border-b border-lodge-border bg-lodge-panel px-4 py-2.5 md:hidden">
        <Link to="/" aria-label={t("nav.homeLink")} className="rounded-lg">
          <Logo size={30} />
        </Link>
        <button
          type="button"
          className="inline-flex min-h-10 items-center gap-2 rounded-xl border border-lodge-border bg-lodge-panel-2 px-3.5 text-sm font-semibold"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((v) => !v)}
        >
          {menuOpen ? <CloseIcon size={18} /> : <MenuIcon size={18} />}
          {t("nav.menu")}
        </button>
      </header>
      <div
        id="main-nav"
        className={`${menuOpen ? "block" : "hidden"} border-b border-lodge-border bg-lodge-panel md:sticky md:top-0 md:block md:h-dvh md:w-72 md:shrink-0 md:overflow-y-auto md:border-r md:border-b-0`}
      >
        <Sidebar onNavigate={() => setMenuOpen(false)} />
      </div>
      <main className="min-w-0 flex-1">
        <OfflineBanner />
        <RemovedWaysBanner />
        <NoticesBanner />
        {outbox.length > 0 ? (
          <Suspense fallback={null}>
            <OutboxPanel />
          </Suspense>
        ) : null}
        <div className="px-4 py-6 sm:px-6 md:px-10 md:py-10">
          <div className="mx-auto w-full max-w-6xl">
            <InShell>
              <Outlet />
            </InShell>
          </div>
        </div>
      </main>
    </div>
  );
}
