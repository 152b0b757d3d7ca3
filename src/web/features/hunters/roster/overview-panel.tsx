import { Trans, useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import type { General } from "#core/schemas/hunter.ts";
import { cn } from "#web/lib/cn.ts";
import { rarityColor, ULTIMATE } from "../game-colors.ts";
import { type CountRow, rosterOverview } from "./overview.ts";

// docs/product.md#home-roster: the overview of the whole roster (both sections).
export function OverviewPanel({
  hunters,
  gameData,
}: {
  hunters: { general: General }[];
  gameData: GameData;
}) {
  const { t } = useTranslation(["roster", "messages"]);
  const overview = rosterOverview(hunters, gameData);
  return (
    <section
      aria-labelledby="overview-title"
      className="lodge-backdrop rounded-3xl border border-lodge-border p-5 shadow-lg shadow-black/10 sm:p-6"
    >
      <header className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id="overview-title" className="text-lg font-bold tracking-tight">
          {t("overview.title")}
        </h2>
        {overview.total > 0 ? (
          <p className="text-sm text-lodge-muted">
            <Trans
              t={t}
              i18nKey="overview.total"
              count={overview.total}
              components={[<span key="n" className="text-2xl font-extrabold text-lodge-text" />]}
            />
          </p>
        ) : null}
      </header>
      {overview.total === 0 ? (
        <p className="text-lodge-muted">{t("messages:noHunters")}</p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-3">
          <CountList title={t("overview.byPurpose")} rows={overview.purposes} total={overview.total} />
          <CountList title={t("overview.byClass")} rows={overview.classes} total={overview.total} />
          <CountList
            title={t("overview.byRarity")}
            rows={overview.rarities.map((row) => ({ ...row, color: rarityColor(row.name, gameData) }))}
            total={overview.total}
            shiny={ULTIMATE}
          />
        </div>
      )}
    </section>
  );
}

function CountList({
  title,
  rows,
  total,
  shiny,
}: {
  title: string;
  rows: CountRow[];
  total: number;
  shiny?: string;
}) {
  const { t } = useTranslation(["messages"]);
  return (
    <div className="rounded-2xl border border-lodge-border bg-lodge-panel/80 p-4">
      <h3 className="mb-3 text-xs font-bold tracking-wider text-lodge-muted uppercase">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-lodge-muted">{t("messages:notAvailable")}</p>
      ) : (
        <ul className="space-y-2.5" aria-label={title}>
          {rows.map((row) => (
            <li key={row.name}>
              <div className="flex items-center justify-between gap-3 text-sm">
                <span
                  className={cn("truncate font-semibold", row.name === shiny && "shiny")}
                  style={row.name === shiny ? undefined : { color: row.color }}
                >
                  {row.name}
                </span>
                <span className="font-bold tabular-nums">{row.count}</span>
              </div>
              <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-lodge-panel-2" aria-hidden="true">
                <div
                  className="h-full rounded-full"
                  style={{
                    width: `${Math.max(6, (row.count / total) * 100)}%`,
                    background: row.color ?? "var(--color-lodge-accent)",
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
