import type { RouteObject } from "react-router";
import { titled } from "./route-title.tsx";

// Each area of the console is its own chunk (docs/product.md#the-console), a `Screen` loaded when first
// visited. An area's path ends in `/*`, so an area may nest its own routes (an item's page) inside.
const screen = (load: () => Promise<{ Screen: React.ComponentType }>) => async () => {
  const { Screen } = await load();
  return { Component: Screen };
};

export const consoleRoutes: RouteObject[] = [
  {
    index: true,
    handle: titled("admin"),
    lazy: screen(() => import("../features/admin/overview/overview-screen.tsx")),
  },
  {
    path: "users/*",
    handle: titled("admin"),
    lazy: screen(() => import("../features/admin/users/users-screen.tsx")),
  },
  {
    path: "feedback/*",
    handle: titled("admin"),
    lazy: screen(() => import("../features/admin/feedback/feedback-screen.tsx")),
  },
  {
    path: "moderation/*",
    handle: titled("admin"),
    lazy: screen(() => import("../features/admin/moderation/moderation-screen.tsx")),
  },
  {
    path: "game-data/*",
    handle: titled("admin"),
    lazy: screen(() => import("../features/admin/game-data/game-data-screen.tsx")),
  },
  {
    path: "instance/*",
    handle: titled("admin"),
    lazy: screen(() => import("../features/admin/instance/instance-screen.tsx")),
  },
  {
    path: "audit/*",
    handle: titled("admin"),
    lazy: screen(() => import("../features/admin/audit/audit-screen.tsx")),
  },
];
