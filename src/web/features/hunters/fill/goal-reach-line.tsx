import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { GameData } from "#core/game-data/schema.ts";
import type { HunterRecord } from "#core/schemas/hunter.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { useGoalReach } from "./use-goal-reach.ts";

// On the owner's hunter page: the roster's "Goal reachable" line, with a way to the builder's plan.
export function GoalReachLine({ hunter, gameData }: { hunter: HunterRecord; gameData: GameData }) {
  const { t } = useTranslation(["messages"]);
  const hunters = useMemo(() => [hunter], [hunter]);
  const fewest = useGoalReach(hunters, gameData)[hunter.id];
  if (fewest === undefined) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Badge tone="info">{t("messages:goalReachable", { count: fewest })}</Badge>
      <Link
        to={`/builder?hunter=${encodeURIComponent(hunter.id)}#plan`}
        className="font-semibold text-lodge-accent hover:underline"
      >
        {t("messages:planViewLink")}
      </Link>
    </p>
  );
}
