import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useLocation } from "react-router";
import { type ConsoleArea, consoleAreasFor } from "#core/rules/admin.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Notice } from "#web/components/ui/notice.tsx";
import { useCurrentUser } from "#web/data/current-user.tsx";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useConsoleOverview } from "./api/overview.ts";

// The area a console path shows: /admin is the overview, /admin/<area>/… the area's screen.
function areaOf(pathname: string): ConsoleArea {
  const segment = pathname.split("/")[2] ?? "";
  return (segment === "" ? "overview" : segment) as ConsoleArea;
}

const pathOf = (area: ConsoleArea) => (area === "overview" ? "/admin" : `/admin/${area}`);

/**
 * The console's shell (docs/product.md#the-console): its navigation, with what waits in the feedback inbox
 * and the moderation queue, around the area's screen. A player is shown the page as if it did not exist;
 * a moderator sees only the areas of their role.
 */
export function Page() {
  const me = useCurrentUser();
  if (!me.role) return <NotFound />;
  return <Console areas={consoleAreasFor(me.role)} />;
}

// What a player finds at /admin: the same words as any path that leads nowhere.
function NotFound() {
  const { t } = useTranslation("common");
  return (
    <div className="mx-auto flex max-w-sm flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-extrabold tracking-tight">{t("notFound.title")}</h1>
      <p className="text-lodge-muted">{t("notFound.body")}</p>
    </div>
  );
}

function Console({ areas }: { areas: ConsoleArea[] }) {
  const { t } = useTranslation("admin");
  const f = useFormat();
  const { pathname } = useLocation();
  const counts = useConsoleOverview().data?.counts;
  const waiting: Partial<Record<ConsoleArea, number>> = {
    feedback: counts?.newFeedback,
    moderation: counts?.openModeration,
  };
  const allowed = areas.includes(areaOf(pathname));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <nav aria-label={t("nav.label")}>
        <ul className="flex flex-wrap gap-1.5">
          {areas.map((area) => {
            const count = waiting[area];
            return (
              <li key={area}>
                <NavLink
                  to={pathOf(area)}
                  end={area === "overview"}
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-10 items-center gap-2 rounded-xl px-3 text-sm font-semibold transition",
                      isActive
                        ? "bg-lodge-accent/15 text-lodge-accent ring-1 ring-lodge-accent/30"
                        : "text-lodge-muted hover:bg-lodge-panel-2 hover:text-lodge-text",
                    )
                  }
                >
                  {t(`areas.${area}`)}
                  {count ? (
                    <Badge tone="gold">
                      {f.number(count)}
                      <span className="sr-only">{t("nav.waiting")}</span>
                    </Badge>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {allowed ? <Outlet /> : <Notice message={{ tone: "error", text: t("adminOnly") }} />}
    </div>
  );
}
