import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ExploreCard } from "#core/schemas/explore.ts";
import { BoardSpeedText } from "#web/components/game/board-speed.tsx";
import { VerifiedBadge } from "#web/components/game/verified-badge.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import type { OwnHunterChoice } from "../use-own-hunters.ts";
import { GapActions } from "./gap-actions.tsx";

// One public build in the list. Names and purposes are the players' own text: React prints them as text.
export function BuildCard({ card, own }: { card: ExploreCard; own: OwnHunterChoice[] | null }) {
  const { t } = useTranslation("explore");
  const gameText = useGameText();
  const path = `/hunter/${encodeURIComponent(card.ownerId)}/${encodeURIComponent(card.id)}`;
  return (
    <article
      aria-label={card.hunterName}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-lodge-border bg-lodge-panel p-4 shadow-lg shadow-black/10"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-base font-bold" title={card.hunterName}>
            <Link to={path} className="hover:text-lodge-accent hover:underline">
              {card.hunterName}
            </Link>
          </h2>
          <p className="truncate text-xs text-lodge-muted">
            {t("card.by", { name: card.ownerNickname ?? t("card.unnamed") })}
          </p>
        </div>
        <div className="shrink-0 text-right">
          <BoardSpeedText speed={card.speed} className="items-end text-lg" />
          <p className="text-[11px] uppercase tracking-wide text-lodge-muted">{t("card.atkSpd")}</p>
        </div>
      </header>
      <div className="flex flex-wrap gap-1.5">
        {card.verified ? <VerifiedBadge /> : null}
        {card.hunterRarity ? <Badge>{gameText(card.hunterRarity)}</Badge> : null}
        {card.hunterClass ? <Badge>{gameText(card.hunterClass)}</Badge> : null}
        {card.allUltimate ? <Badge tone="vip">{t("card.ultimate")}</Badge> : null}
        {card.allEngraved ? <Badge>{t("card.engraved")}</Badge> : null}
      </div>
      {card.purpose ? <p className="text-sm">{card.purpose}</p> : null}
      <p className="text-sm text-lodge-muted">
        {card.sets.length > 0
          ? card.sets.map((set) => t("card.set", { name: gameText(set.name), level: set.level })).join(" · ")
          : t("card.noSets")}
      </p>
      <p className="text-xs text-lodge-muted">
        {t("card.copies", { count: card.copyCount })} · {t("card.views", { count: card.viewCount })}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-lodge-border pt-3">
        <Link to={path} className="text-sm font-semibold text-lodge-accent hover:underline">
          {t("card.open")}
        </Link>
        <GapActions target={card} own={own} />
      </div>
    </article>
  );
}
