import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useLeaderboard } from "./api/get-leaderboard.ts";
import { useClassParam } from "./class-param.ts";
import { ClassSelect } from "./components/class-select.tsx";
import { ExploreLayout } from "./components/explore-layout.tsx";
import { GapActions } from "./components/gap-actions.tsx";
import { useOwnHunters } from "./use-own-hunters.ts";

// /explore/leaderboards?class=… (docs/product.md#leaderboards): the fastest public builds, ties to the earliest.
export function Page() {
  const { t } = useTranslation("explore");
  const f = useFormat();
  const [chosen, choose] = useClassParam();
  const gameData = useGameData().data;
  // Leaderboards are per class: without one in the URL, the game data's first.
  const hunterClass = chosen ?? gameData?.classes[0]?.name ?? null;
  const board = useLeaderboard(hunterClass);
  const own = useOwnHunters();
  const mine = new Set(own?.map((c) => c.hunter.id));
  return (
    <ExploreLayout subtitle={t("leaderboards.subtitle")}>
      <div className="mb-6 max-w-xs">
        <ClassSelect
          withAny={false}
          value={hunterClass ?? ""}
          onChange={(event) => choose(event.target.value)}
        />
      </div>
      {!hunterClass || board.isPending ? (
        <LoadingState text={t("loading")} />
      ) : board.isError ? (
        <EmptyState title={t("failed")} />
      ) : board.data.entries.length === 0 ? (
        <EmptyState title={t("leaderboards.empty")} />
      ) : (
        <Panel
          title={t("leaderboards.title", { scope: hunterClass })}
          description={t("leaderboards.total", { count: board.data.total })}
        >
          <ol className="flex flex-col divide-y divide-lodge-border/60">
            {board.data.entries.map((entry) => (
              <li
                key={entry.id}
                className={`flex flex-wrap items-center gap-x-4 gap-y-2 py-3 ${mine.has(entry.id) ? "rounded-lg bg-lodge-accent/10 px-2" : ""}`}
              >
                <span className="w-10 font-mono text-lg font-bold tabular-nums text-lodge-muted">
                  #{entry.rank}
                </span>
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/hunter/${encodeURIComponent(entry.ownerId)}/${encodeURIComponent(entry.id)}`}
                    className="block truncate font-semibold hover:text-lodge-accent hover:underline"
                  >
                    {entry.hunterName}
                  </Link>
                  <p className="truncate text-xs text-lodge-muted">
                    {t("card.by", { name: entry.ownerNickname ?? t("card.unnamed") })} · {entry.hunterClass}
                  </p>
                </div>
                <span className="font-mono font-bold tabular-nums text-lodge-accent">
                  {f.fixed(entry.actualAtkSpd, 4)}
                </span>
                <div className="flex w-full flex-wrap gap-3 sm:w-auto">
                  <GapActions target={entry} own={own} />
                </div>
              </li>
            ))}
          </ol>
        </Panel>
      )}
    </ExploreLayout>
  );
}
