import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRank } from "#web/data/explore/get-rank.ts";
import { RankStanding } from "./rank-standing.tsx";

// A public build's place on its class's leaderboard (docs/product.md#leaderboards): "#3 of 120 public Archer
// builds: faster than 98%". Shown on the hunter page and in the builder's summary; nothing for a private build,
// whose rank is not asked for at all: the server has none to give (isPublic is the build as saved).
export function RankLine({
  ownerId,
  hunterId,
  isPublic,
  showUnranked = false,
}: {
  ownerId: string;
  hunterId: string;
  isPublic: boolean;
  showUnranked?: boolean;
}) {
  const { t } = useTranslation("explore");
  const rank = useRank(ownerId, hunterId, isPublic);
  if (!isPublic) return null;
  if (!rank.data) return null;
  if (!rank.data.ranked) {
    return showUnranked ? <p className="text-sm text-lodge-muted">{t("rank.unranked")}</p> : null;
  }
  const { hunterClass } = rank.data;
  return (
    <section
      aria-label={t("rank.label")}
      className="rounded-xl border border-lodge-accent/30 bg-lodge-accent/10 p-3 text-sm"
    >
      <RankStanding rank={rank.data} />
      <Link
        to={`/explore/leaderboards?class=${encodeURIComponent(hunterClass)}`}
        className="font-semibold text-lodge-accent hover:underline"
      >
        {t("rank.board")}
      </Link>
    </section>
  );
}
