import { createBrowserRouter } from "react-router";
import { RequireSession } from "./guard.tsx";
import { RouteError } from "./route-error.tsx";
import { AppShell } from "./shell.tsx";

// Each screen is its own chunk, loaded when its route is first visited (DECISIONS §12).
const page = (load: () => Promise<{ Page: React.ComponentType }>) => async () => {
  const { Page } = await load();
  return { Component: Page };
};

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: "/login", lazy: page(() => import("../features/auth/login-page.tsx")) },
      { path: "/verify-email", lazy: page(() => import("../features/auth/verify-email-page.tsx")) },
      { path: "/reset-password", lazy: page(() => import("../features/auth/reset-password-page.tsx")) },
      {
        path: "/hunter/:ownerId/:hunterId",
        lazy: page(() => import("../features/hunters/hunter-detail-page.tsx")),
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
                  { index: true, lazy: page(() => import("../features/hunters/roster-page.tsx")) },
                  { path: "calendar", lazy: page(() => import("../features/calendar/calendar-page.tsx")) },
                  { path: "inventory", lazy: page(() => import("../features/inventory/inventory-page.tsx")) },
                  {
                    path: "achievements",
                    lazy: page(() => import("../features/achievements/achievements-page.tsx")),
                  },
                  { path: "profile", lazy: page(() => import("../features/profile/my-profile-page.tsx")) },
                  {
                    path: "profile/:nickname",
                    lazy: page(() => import("../features/profile/public-profile-page.tsx")),
                  },
                  { path: "settings", lazy: page(() => import("../features/settings/settings-page.tsx")) },
                  { path: "upgrade", lazy: page(() => import("../features/upgrade/upgrade-page.tsx")) },
                  { path: "builder", lazy: page(() => import("./builder-route.tsx")) },
                ],
              },
            ],
          },
        ],
      },
      { path: "*", lazy: page(() => import("./not-found-page.tsx")) },
    ],
  },
]);
