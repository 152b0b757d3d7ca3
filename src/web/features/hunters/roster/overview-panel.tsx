import { Trans, useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { gameText } from "#core/game-data/texts.ts";
import type { General } from "#core/schemas/hunter.ts";
import { useGameColor } from "#web/data/use-game-color.ts";
import { cn } from "#web/lib/cn.ts";
import { useGameTermsLanguage } from "#web/lib/i18n/game-terms.ts";
import { rarityColor, ULTIMATE } from "../game-colors.ts";
import { FirstSteps, firstSteps } from "./first-steps.tsx";
import { type CountRow, rosterOverview } from "./overview.ts";

// docs/product.md#home-roster: the overview of the whole roster (both sections), and the start guide while
// the roster or the inventory is empty (`items`: the inventory's count, undefined while it loads).
export function OverviewPanel({
  hunters,
  gameData,
  items,
}: {
  hunters: { general: General }[];
  gameData: GameData;
  items?: number | undefined;
}) {
  const { t } = useTranslation(["roster", "messages"]);
  const overview = rosterOverview(hunters, gameData);
  const steps = firstSteps(overview.total, items, 0);
  // Classes and rarities are the game's names, in the player's game-terms language; purposes are the player's.
  const language = useGameTermsLanguage();
  const named = (english: string) => gameText(gameData, language, english);
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
        <div className="space-y-4">
          <p className="text-lodge-muted">{t("messages:noHunters")}</p>
          <FirstSteps steps={steps} />
        </div>
      ) : (
        <div className="space-y-6">
          <div className="grid gap-5 sm:grid-cols-3">
            <CountList title={t("overview.byPurpose")} rows={overview.purposes} total={overview.total} />
            <CountList
              title={t("overview.byClass")}
              rows={overview.classes}
              total={overview.total}
              named={named}
            />
            <CountList
              title={t("overview.byRarity")}
              rows={overview.rarities.map((row) => ({ ...row, color: rarityColor(row.name, gameData) }))}
              total={overview.total}
              shiny={ULTIMATE}
              named={named}
            />
          </div>
          {steps.length > 0 ? <FirstSteps steps={steps} /> : null}
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
  named = (name) => name,
}: {
  title: string;
  rows: CountRow[];
  total: number;
  shiny?: string;
  named?: (name: string) => string;
}) {
  const { t } = useTranslation(["messages"]);
  const readable = useGameColor();
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
                  style={row.name === shiny ? undefined : { color: readable(row.color) }}
                >
                  {named(row.name)}
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
