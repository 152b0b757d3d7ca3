import type { TFunction } from "i18next";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import type { GameData } from "#core/game-data/schema.ts";
import { ATK_SPD_STAT } from "#core/rules/attack-speed.ts";
import { buildSummary } from "#core/rules/build-summary.ts";
import type { OwnedItem } from "#core/rules/planner/options.ts";
import type { Plan, PlannerResult } from "#core/rules/planner/plan.ts";
import { wornByOthers } from "#core/rules/planner/worn-by.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { FarmList } from "#web/components/game/farm-list.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Notice, useNotice } from "#web/components/ui/notice.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { useHunters } from "#web/data/hunters/get-hunters.ts";
import { useInventory } from "#web/data/inventory/get-inventory.ts";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useSpeedText } from "#web/lib/i18n/use-speed-text.ts";
import { planGoalFrom } from "#web/lib/plan-link.ts";
import { ChevronUpIcon } from "../builder-icons.tsx";
import { PlanCard } from "./plan-card.tsx";
import type { PlanRequest } from "./plan-protocol.ts";
import { usePlanner } from "./use-planner.ts";

type Props = {
  hunter: HunterInput;
  gameData: GameData;
  hunterId: string | null;
  onApply: (plan: Plan, items: readonly OwnedItem[]) => void;
};

function statusText(result: PlannerResult | null, t: TFunction<["messages"]>): string {
  if (!result) return t("messages:planWorking");
  if (result.kind === "met") return t("messages:planGoalMet");
  if (result.kind === "reachable") return t("messages:goalReachable", { count: result.fewest });
  return t("messages:planUnreachable");
}

// The builder's "Plan" panel
// (docs/decisions.md#2026-11-23-build-planner-in-the-app-workers-roster-badge-filling-a-shared-build): the
// search runs in a worker on every change of the draft. Opened from "How do I get there"
// (docs/product.md#gap-to-the-top) it plans towards the explored build's speed, as that dialog did, until
// the player asks for the hunter's own goal; the draft's goal is left as it is.
export function PlanPanel({ hunter, gameData, hunterId, onApply }: Props) {
  const { t } = useTranslation(["messages", "plan"]);
  const f = useFormat();
  const speedText = useSpeedText();
  const location = useLocation();
  const [params] = useSearchParams();
  const [towards, setTowards] = useState(() => planGoalFrom(params));
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(location.hash === "#plan");
  const [stat, setStat] = useState<string | undefined>(undefined);
  const [excludeWorn, setExcludeWorn] = useState(false);
  const notice = useNotice();
  const section = useRef<HTMLElement>(null);
  const inventory = useInventory();
  const hunters = useHunters();
  const items = inventory.data?.items;

  useEffect(() => {
    if (location.hash === "#plan") section.current?.scrollIntoView({ block: "start" });
  }, [location.hash]);

  const wornBy = useMemo(
    () => (items && hunters.data ? wornByOthers(items, hunters.data, gameData, hunterId ?? undefined) : {}),
    [items, hunters.data, gameData, hunterId],
  );
  const planned = useMemo(
    () => (towards === null ? hunter : { ...hunter, atkSpdGoal: towards }),
    [hunter, towards],
  );
  const request = useMemo<PlanRequest | null>(
    () =>
      items
        ? {
            hunter: planned,
            items,
            gameData,
            wornBy,
            excludeWorn,
            ...(stat === undefined ? {} : { stat }),
          }
        : null,
    [planned, items, gameData, wornBy, excludeWorn, stat],
  );
  const { result, pending, error } = usePlanner(request);
  const stats = [
    ...new Set([...buildSummary(hunter, gameData).map((l) => l.stat), ...gameData.attributes]),
  ].filter((s) => s !== ATK_SPD_STAT);
  const chosenStat = result?.stat ?? stat;

  const apply = (plan: Plan) => {
    if (!items) return;
    onApply(plan, items);
    notice.success(t("messages:planApplied"));
  };

  return (
    <section
      ref={section}
      id="plan"
      aria-labelledby="plan-title"
      className="rounded-2xl border border-lodge-border bg-lodge-panel shadow-lg shadow-black/10"
    >
      <h2 id="plan-title">
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls="plan-body"
          onClick={() => setOpen((v) => !v)}
          className="flex min-h-14 w-full flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-3 text-left sm:flex-nowrap"
        >
          <span className="flex min-w-0 flex-col">
            <span className="text-lg font-bold tracking-tight">{t("messages:planTitle")}</span>
            <span className="text-sm font-normal text-lodge-muted">
              {towards === null
                ? t("messages:planHint")
                : t("plan:towards.hint", { goal: f.fixed(towards, 4) })}
            </span>
          </span>
          <span className="flex max-w-full items-center gap-2 sm:shrink-0">
            {pending ? <Spinner size={16} /> : null}
            {/* A long status (German, French) wraps on a phone instead of widening the page. */}
            <Badge
              tone={result?.kind === "reachable" ? "gold" : "neutral"}
              className="max-sm:whitespace-normal"
            >
              {statusText(result, t)}
            </Badge>
            <ChevronUpIcon className={cn("transition", !open && "rotate-180")} />
          </span>
        </button>
      </h2>
      {open ? (
        <div id="plan-body" className="space-y-4 border-t border-lodge-border px-5 py-4">
          {towards === null ? null : (
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-lodge-accent/40 bg-lodge-accent/10 px-3 py-2 text-sm">
              <p className="font-semibold tabular-nums">
                {t("plan:towards.goal", { goal: f.fixed(towards, 4) })}
              </p>
              <Button
                size="sm"
                variant="secondary"
                className="max-sm:w-full"
                onClick={() => {
                  setTowards(null);
                  toggle.current?.focus();
                }}
              >
                {t("plan:towards.ownGoal", { goal: f.fixed(hunter.atkSpdGoal, 4) })}
              </Button>
            </div>
          )}
          <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{t("messages:planKeepHigh")}</span>
              <select
                value={chosenStat ?? ""}
                onChange={(event) => setStat(event.target.value)}
                className="min-h-10 rounded-xl border border-lodge-border bg-lodge-panel-2 px-3"
              >
                {stats.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
            <Switch
              checked={excludeWorn}
              onCheckedChange={setExcludeWorn}
              label={t("messages:planExcludeWorn")}
            />
          </div>
          <Notice message={notice.message} />
          {error ? (
            <p role="alert" className="text-sm text-lodge-danger">
              {error}
            </p>
          ) : null}
          {items?.length === 0 ? (
            <p className="text-sm text-lodge-muted">{t("messages:planNoInventory")}</p>
          ) : null}
          {result?.kind === "met" ? <p className="text-sm">{t("messages:planGoalMet")}</p> : null}
          {result?.kind === "reachable" ? (
            <div className="grid gap-3">
              {result.plans.map((plan, index) => (
                <PlanCard
                  key={plan.swaps.map((s) => s.itemId).join("+")}
                  plan={plan}
                  index={index}
                  current={hunter}
                  stat={result.stat}
                  gameData={gameData}
                  onApply={apply}
                />
              ))}
            </div>
          ) : null}
          {result?.kind === "unreachable" ? (
            <div className="space-y-3">
              <p className="text-sm">
                {t("messages:planUnreachable")}{" "}
                {t("messages:planShortBy", { missing: speedText.missing(result.best.report) })}
              </p>
              <FarmList shopping={result.shopping} />
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
