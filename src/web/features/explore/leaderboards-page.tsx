import { startTransition, useOptimistic } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { VERIFIED_BOARD_MIN } from "#core/rules/explore/verified-board.ts";
import { GAME_FASTEST_ATK_SPD } from "#core/rules/speed-cap.ts";
import { BoardSpeedText } from "#web/components/game/board-speed.tsx";
import { VerifiedBadge } from "#web/components/game/verified-badge.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useGameData } from "#web/data/get-game-data.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useLeaderboard, type VerifiedChoice } from "./api/get-leaderboard.ts";
import { ClassSelect } from "./components/class-select.tsx";
import { ExploreLayout } from "./components/explore-layout.tsx";
import { GapActions } from "./components/gap-actions.tsx";
import { useOwnHunters } from "./use-own-hunters.ts";

// ?verified=1 or 0 is the player's choice; without it the server opens on verified builds once the class has
// enough (docs/product.md#verified-builds-on-the-boards).
const readVerified = (value: string | null): VerifiedChoice =>
  value === "1" ? true : value === "0" ? false : undefined;

// /explore/leaderboards?class=… (docs/product.md#leaderboards): the fastest public builds as the game plays them
// (docs/product.md#the-games-fastest-attack-on-the-boards), ties to the earliest.
export function Page() {
  const { t } = useTranslation("explore");
  const f = useFormat();
  const [search, setSearch] = useSearchParams();
  const chosen = search.get("class") || null;
  const verified = readVerified(search.get("verified"));
  const gameData = useGameData().data;
  const gameText = useGameText();
  // Leaderboards are per class: without one in the URL, the game data's first.
  const hunterClass = chosen ?? gameData?.classes[0]?.name ?? null;
  const board = useLeaderboard(hunterClass, verified);
  const own = useOwnHunters();
  const mine = new Set(own?.map((c) => c.hunter.id));
  // The box turns at once; the URL and the board follow in a transition (the router's navigation is one).
  const [verifiedOnly, showVerifiedOnly] = useOptimistic(verified ?? board.data?.verifiedOnly ?? false);
  const chooseClass = (next: string) => setSearch(next ? { class: next } : {}, { replace: true });
  const chooseVerified = (on: boolean) =>
    setSearch(
      { ...(hunterClass ? { class: hunterClass } : {}), verified: on ? "1" : "0" },
      { replace: true },
    );
  return (
    <ExploreLayout subtitle={t("leaderboards.subtitle")}>
      <div className="mb-6 flex flex-wrap items-end gap-x-6 gap-y-2">
        <div className="w-full max-w-xs">
          <ClassSelect
            withAny={false}
            value={hunterClass ?? ""}
            onChange={(event) => chooseClass(event.target.value)}
          />
        </div>
        <Checkbox
          label={t("leaderboards.verifiedOnly")}
          checked={verifiedOnly}
          disabled={!board.data}
          onChange={(event) => {
            const on = event.target.checked;
            startTransition(() => {
              showVerifiedOnly(on);
              chooseVerified(on);
            });
          }}
        />
      </div>
      {!hunterClass || board.isPending ? (
        <LoadingState text={t("loading")} />
      ) : board.isError ? (
        <EmptyState title={t("failed")} />
      ) : (
        <Panel
          title={t("leaderboards.title", { scope: gameText(hunterClass) })}
          description={t("leaderboards.total", { count: board.data.total })}
        >
          <p className="mb-1 text-sm">
            {t("leaderboards.order", { cap: f.number(GAME_FASTEST_ATK_SPD, 2) })}
          </p>
          <p className="mb-3 text-xs text-lodge-muted">
            {t("leaderboards.verifiedCount", { count: board.data.verifiedTotal, min: VERIFIED_BOARD_MIN })}
          </p>
          {board.data.entries.length === 0 ? (
            <EmptyState
              title={board.data.verifiedOnly ? t("leaderboards.emptyVerified") : t("leaderboards.empty")}
            />
          ) : (
            <ol
              aria-label={t("leaderboards.title", { scope: gameText(hunterClass) })}
              className="flex flex-col divide-y divide-lodge-border/60"
            >
              {board.data.entries.map((entry) => (
                <li
                  key={entry.id}
                  className={`flex flex-col gap-2 py-3 ${mine.has(entry.id) ? "rounded-lg bg-lodge-accent/10 px-2" : ""}`}
                >
                  <div className="flex items-start gap-x-3">
                    <span className="w-10 shrink-0 font-mono text-lg font-bold tabular-nums text-lodge-muted">
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
                        {t("card.by", { name: entry.ownerNickname ?? t("card.unnamed") })} ·{" "}
                        {gameText(entry.hunterClass)}
                      </p>
                    </div>
                    {/* The cap's words wrap under the number rather than push the name off a phone. */}
                    <BoardSpeedText
                      speed={entry.speed}
                      className="shrink-0 items-end text-right"
                      capClassName="max-w-36"
                    />
                  </div>
                  <div className="flex flex-wrap items-center gap-3 sm:pl-13">
                    {entry.verified ? <VerifiedBadge /> : null}
                    <GapActions target={entry} own={own} />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      )}
    </ExploreLayout>
  );
}
