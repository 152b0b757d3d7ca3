import { useTranslation } from "react-i18next";
import { createBrowserRouter } from "react-router";
import { LoadingState } from "../components/ui/spinner.tsx";
import { consoleRoutes } from "./console-routes.tsx";
import { RequireSession } from "./guard.tsx";
import { LiveWhenSignedIn } from "./live-when-signed-in.tsx";
import { RouteError } from "./route-error.tsx";
import { RouteTitle, titled } from "./route-title.tsx";
import { ShellWhenSignedIn } from "./shell-when-signed-in.tsx";

// Each screen is its own chunk, loaded when its route is first visited (docs/product.md#performance-budgets).
const page = (load: () => Promise<{ Page: React.ComponentType }>) => async () => {
  const { Page } = await load();
  return { Component: Page };
};

// While the first screen's code loads, the loading text shows instead of an empty page.
function PageLoading() {
  const { t } = useTranslation(["common", "messages"]);
  return <LoadingState text={t("messages:loadingPage")} className="min-h-dvh" />;
}

export const router = createBrowserRouter([
  {
    element: <RouteTitle />,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError />,
    children: [
      {
        path: "/login",
        handle: titled("login"),
        lazy: page(() => import("../features/auth/login-page.tsx")),
      },
      {
        path: "/verify-email",
        handle: titled("verifyEmail"),
        lazy: page(() => import("../features/auth/verify-email-page.tsx")),
      },
      {
        path: "/welcome",
        handle: titled("welcome"),
        lazy: page(() => import("../features/auth/welcome-page.tsx")),
      },
      {
        path: "/reset-password",
        handle: titled("resetPassword"),
        lazy: page(() => import("../features/auth/reset-password-page.tsx")),
      },
      {
        element: <LiveWhenSignedIn />,
        children: [
          {
            path: "/hunter/:ownerId/:hunterId",
            lazy: page(() => import("../features/hunters/hunter-detail-page.tsx")),
          },
          {
            path: "/compare",
            handle: titled("compare"),
            lazy: page(() => import("../features/compare/compare-page.tsx")),
          },
        ],
      },
      {
        element: <ShellWhenSignedIn />,
        children: [
          {
            path: "/explore",
            handle: titled("explore"),
            lazy: page(() => import("../features/explore/explore-page.tsx")),
          },
          {
            path: "/explore/meta",
            handle: titled("exploreMeta"),
            lazy: page(() => import("../features/explore/meta-page.tsx")),
          },
          {
            path: "/explore/leaderboards",
            handle: titled("leaderboards"),
            lazy: page(() => import("../features/explore/leaderboards-page.tsx")),
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            // The shell's code (sidebar, live updates, the outbox) is a signed-in player's only: a visitor on
            // the login page or a shared build never downloads it
            // (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time).
            lazy: async () => ({ Component: (await import("./shell.tsx")).AppShell }),
            // Inside the shell a crashed screen keeps the sidebar, so the player can go elsewhere.
            children: [
              {
                errorElement: <RouteError />,
                children: [
                  {
                    index: true,
                    handle: titled("homepage"),
                    lazy: page(() => import("../features/hunters/roster-page.tsx")),
                  },
                  {
                    path: "plan",
                    handle: titled("plan"),
                    lazy: page(() => import("../features/plan/plan-page.tsx")),
                  },
                  {
                    path: "import",
                    handle: titled("import"),
                    lazy: page(() => import("../features/transfer/import-page.tsx")),
                  },
                  {
                    path: "calendar",
                    handle: titled("calendar"),
                    lazy: page(() => import("../features/calendar/calendar-page.tsx")),
                  },
                  {
                    path: "inventory",
                    handle: titled("inventory"),
                    lazy: page(() => import("../features/inventory/inventory-page.tsx")),
                  },
                  {
                    path: "achievements",
                    handle: titled("achievements"),
                    lazy: page(() => import("../features/achievements/achievements-page.tsx")),
                  },
                  {
                    path: "profile",
                    handle: titled("profile"),
                    lazy: page(() => import("../features/profile/my-profile-page.tsx")),
                  },
                  {
                    path: "profile/:nickname",
                    lazy: page(() => import("../features/profile/public-profile-page.tsx")),
                  },
                  {
                    path: "settings",
                    handle: titled("settings"),
                    lazy: page(() => import("../features/settings/settings-page.tsx")),
                  },
                  {
                    path: "upgrade",
                    handle: titled("upgrade"),
                    lazy: page(() => import("../features/upgrade/upgrade-page.tsx")),
                  },
                  {
                    path: "builder",
                    handle: titled("builder"),
                    lazy: page(() => import("./builder-route.tsx")),
                  },
                  {
                    // The console (docs/product.md#the-console): its shell, each area a screen of its own.
                    path: "admin",
                    lazy: page(() => import("../features/admin/admin-page.tsx")),
                    children: consoleRoutes,
                  },
                  // new-page: route (npm run new -- page <name> adds a signed-in screen here)
                ],
              },
            ],
          },
        ],
      },
      { path: "*", handle: titled("notFound"), lazy: page(() => import("./not-found-page.tsx")) },
    ],
  },
]);
