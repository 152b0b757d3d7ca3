import { createBrowserRouter } from "react-router";
import { messages } from "#core/messages.ts";
import { LoadingState } from "../components/ui/spinner.tsx";
import { RequireSession } from "./guard.tsx";
import { LiveWhenSignedIn } from "./live-when-signed-in.tsx";
import { RouteError } from "./route-error.tsx";
import { RouteTitle, titled } from "./route-title.tsx";
import { AppShell } from "./shell.tsx";

// Each screen is its own chunk, loaded when its route is first visited (docs/product.md#performance-budgets).
const page = (load: () => Promise<{ Page: React.ComponentType }>) => async () => {
  const { Page } = await load();
  return { Component: Page };
};

export const router = createBrowserRouter([
  {
    element: <RouteTitle />,
    // While the first screen's code loads, the loading text shows instead of an empty page.
    hydrateFallbackElement: <LoadingState text={messages.loadingPage} className="min-h-dvh" />,
    errorElement: <RouteError />,
    children: [
      {
        path: "/login",
        handle: titled("Login"),
        lazy: page(() => import("../features/auth/login-page.tsx")),
      },
      {
        path: "/verify-email",
        handle: titled("Verify Email"),
        lazy: page(() => import("../features/auth/verify-email-page.tsx")),
      },
      {
        path: "/reset-password",
        handle: titled("Reset Password"),
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
            handle: titled("Compare Builds"),
            lazy: page(() => import("../features/compare/compare-page.tsx")),
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppShell />,
            // Inside the shell a crashed screen keeps the sidebar, so the player can go elsewhere.
            children: [
              {
                errorElement: <RouteError />,
                children: [
                  {
                    index: true,
                    handle: titled("Homepage"),
                    lazy: page(() => import("../features/hunters/roster-page.tsx")),
                  },
                  {
                    path: "import",
                    handle: titled("Import"),
                    lazy: page(() => import("../features/transfer/import-page.tsx")),
                  },
                  {
                    path: "calendar",
                    handle: titled("Calendar"),
                    lazy: page(() => import("../features/calendar/calendar-page.tsx")),
                  },
                  {
                    path: "inventory",
                    handle: titled("Inventory"),
                    lazy: page(() => import("../features/inventory/inventory-page.tsx")),
                  },
                  {
                    path: "achievements",
                    handle: titled("Achievements"),
                    lazy: page(() => import("../features/achievements/achievements-page.tsx")),
                  },
                  {
                    path: "profile",
                    handle: titled("Profile"),
                    lazy: page(() => import("../features/profile/my-profile-page.tsx")),
                  },
                  {
                    path: "profile/:nickname",
                    lazy: page(() => import("../features/profile/public-profile-page.tsx")),
                  },
                  {
                    path: "settings",
                    handle: titled("Settings"),
                    lazy: page(() => import("../features/settings/settings-page.tsx")),
                  },
                  {
                    path: "upgrade",
                    handle: titled("Upgrade"),
                    lazy: page(() => import("../features/upgrade/upgrade-page.tsx")),
                  },
                  {
                    path: "builder",
                    handle: titled("Hunter Builder"),
                    lazy: page(() => import("./builder-route.tsx")),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: "*", handle: titled("Page Not Found"), lazy: page(() => import("./not-found-page.tsx")) },
    ],
  },
]);
