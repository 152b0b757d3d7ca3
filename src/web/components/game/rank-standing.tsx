import { useTranslation } from "react-i18next";
import type { OwnRank } from "#core/schemas/explore.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";

// A ranked build's place in words (docs/product.md#leaderboards): "#3 of 120 public Archer builds: faster than
// 98%", or the plain rank where the class has too few ranked builds for a share to say anything.
export function RankStanding({ rank }: { rank: Extract<OwnRank, { ranked: true }> }) {
  const { t } = useTranslation("explore");
  const f = useFormat();
  const { hunterClass, percentFaster } = rank;
  return (
    <p className="font-semibold">
      {percentFaster === null
        ? t("rank.plain", { rank: rank.rank, count: rank.total, hunterClass })
        : t("rank.ranked", {
            rank: rank.rank,
            total: rank.total,
            hunterClass,
            percent: f.percent(percentFaster, 0),
          })}
    </p>
  );
}
