import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useSearchParams } from "react-router";
import { PublicLayout } from "#web/components/layout/public-layout.tsx";
import { PageHeader } from "#web/components/ui/panel.tsx";
import { cn } from "#web/lib/cn.ts";

// Explore's three views under one header; the chosen class goes along from one to the next.
export function ExploreLayout({ subtitle, children }: { subtitle: ReactNode; children: ReactNode }) {
  const { t } = useTranslation("explore");
  const [search] = useSearchParams();
  const hunterClass = search.get("class");
  const keep = hunterClass ? `?class=${encodeURIComponent(hunterClass)}` : "";
  const tabs = [
    { to: `/explore${keep}`, label: t("tabs.builds"), end: true },
    { to: `/explore/meta${keep}`, label: t("tabs.meta") },
    { to: `/explore/leaderboards${keep}`, label: t("tabs.leaderboards") },
  ];
  return (
    <PublicLayout>
      <PageHeader title={t("title")} subtitle={subtitle} />
      {/* A long language's label wraps inside its tab rather than push the last tab out of a phone's view. */}
      <nav
        aria-label={t("tabs.label")}
        className="mb-6 flex gap-1 overflow-x-auto rounded-xl bg-lodge-panel-2 p-1"
      >
        {tabs.map((tab) => (
          <NavLink
            key={tab.label}
            to={tab.to}
            end={tab.end ?? false}
            className={({ isActive }) =>
              cn(
                "flex min-h-10 flex-1 items-center justify-center rounded-lg px-2 py-1.5 text-center text-sm leading-tight font-semibold transition sm:px-3",
                isActive
                  ? "bg-lodge-panel text-lodge-accent shadow"
                  : "text-lodge-muted hover:text-lodge-text",
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {children}
    </PublicLayout>
  );
}
