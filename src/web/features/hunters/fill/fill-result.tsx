import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { GameData } from "#core/game-data/schema.ts";
import { groupHeading } from "#core/rules/inventory-filter.ts";
import { copiedBuild, firstFreeSlot } from "#core/rules/planner/copy-build.ts";
import { fillBuild, type SlotMatch } from "#core/rules/planner/fill-build.ts";
import type { OwnedItem } from "#core/rules/planner/options.ts";
import { type HunterInput, hunterInputSchema } from "#core/schemas/hunter.ts";
import type { Me } from "#core/schemas/me.ts";
import { BaseSpeedChange } from "#web/components/game/breakdown/base-speed-change.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { recordCopy } from "#web/data/explore/record-copy.ts";
import { useHunters } from "#web/data/hunters/get-hunters.ts";
import { useInventory } from "#web/data/inventory/get-inventory.ts";
import { handOverDraft } from "#web/lib/draft-handover.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useSpeedText } from "#web/lib/i18n/use-speed-text.ts";

// The inventory's best items for a shown build (fill-panel.tsx): loaded when a signed-in player opens it, so a
// visitor's first screen carries none of the planner's code or the build's schema
// (docs/decisions.md#2026-11-24-first-screens-named-by-the-servers-page-compressed-at-build-time).
type Props = { hunter: HunterInput & { id?: string; userId?: string }; gameData: GameData; me: Me };

const percent = (score: number) => Math.round(score * 100);

export function FillPanel({ hunter, gameData, me }: Props) {
  const { t } = useTranslation(["hunter", "builder", "messages"]);
  const f = useFormat();
  const speedText = useSpeedText();
  const inventory = useInventory();
  const own = useHunters();
  const navigate = useNavigate();
  const items = inventory.data?.items;
  const build = useMemo(() => hunterInputSchema.parse(hunter), [hunter]);
  const filled = useMemo(() => (items ? fillBuild(build, items, gameData) : null), [build, items, gameData]);

  if (!filled || !items || !own.data) return <LoadingState text={t("messages:loadingInventory")} />;
  const slot = firstFreeSlot(
    me.totalSlots,
    own.data.map((h) => h.slotIndex),
  );
  const copy = () => {
    if (slot === null) return;
    if (hunter.id && hunter.userId && hunter.userId !== me.id) void recordCopy(hunter.userId, hunter.id);
    handOverDraft(slot, copiedBuild(filled.hunter, me.isVip));
    navigate(`/builder?slot=${slot}`);
  };
  const { report } = filled;
  return (
    <Panel
      aria-labelledby="fill-title"
      title={<span id="fill-title">{t("messages:fillTitle")}</span>}
      description={t("messages:fillHint")}
      actions={<Badge tone="gold">{t("messages:fillOverall", { percent: percent(filled.score) })}</Badge>}
    >
      <ul className="divide-y divide-lodge-border/60">
        {filled.slots.map((match) => (
          <FillRow key={match.slot} match={match} items={items}>
            {match.slot === "Weapon" ? (
              <BaseSpeedChange from={build} to={filled.hunter} gameData={gameData} />
            ) : null}
          </FillRow>
        ))}
      </ul>
      <p className="mt-3 text-xs text-lodge-muted">{t("messages:fillMountCopied")}</p>
      <dl aria-label={t("messages:fillAgainstGoal")} className="mt-4 grid grid-cols-3 gap-2 text-center">
        <Fact label={t("builder:speed.goal")} value={f.number(report.goal, 4)} />
        <Fact label={t("builder:speed.missing")} value={speedText.missing(report)} />
        <Fact label={t("builder:speed.actual")} value={speedText.atkSpd(report.actual)} />
      </dl>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {slot === null ? (
          <p role="status" className="text-sm">
            {t("messages:copyNoFreeSlot")}{" "}
            <Link to="/upgrade" className="font-semibold text-lodge-accent hover:underline">
              {t("messages:copyGetSlots")}
            </Link>
          </p>
        ) : null}
        <Button onClick={copy} disabled={slot === null}>
          {t("messages:copyToRoster")}
        </Button>
      </div>
    </Panel>
  );
}

// `children`: what the row adds under the item, the weapon's base speed before and after
// (docs/decisions.md#2026-11-25-where-every-number-comes-from).
function FillRow({
  match,
  items,
  children,
}: {
  match: SlotMatch;
  items: readonly OwnedItem[];
  children?: ReactNode;
}) {
  const { t } = useTranslation(["messages"]);
  const f = useFormat();
  const item = items.find((i) => i.id === match.itemId);
  const detail = item?.attributes.map((a) => `${a.type} ${f.percent(a.value, 2)}`).join(", ");
  const label = item
    ? [item.rarity, item.itemName ?? null].filter(Boolean).join(" ")
    : match.score === null
      ? t("messages:fillSlotEmpty")
      : t("messages:fillNoItem");
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
      <span className="min-w-0">
        <span className="font-semibold">{match.slot}</span>{" "}
        <span className={item ? "" : "text-lodge-muted"}>{label}</span>
        {detail ? <span className="block text-xs text-lodge-muted">{detail}</span> : null}
        {children}
      </span>
      {match.score === null ? null : (
        <span className="flex items-center gap-2 text-xs tabular-nums text-lodge-muted">
          {match.wanted > 0 ? groupHeading({ matches: match.matches, total: match.wanted }) : null}
          <Badge tone={match.score === 1 ? "gold" : "neutral"}>{f.percent(percent(match.score), 0)}</Badge>
        </span>
      )}
    </li>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-lodge-border bg-lodge-bg/50 px-2 py-2">
      <dt className="text-[11px] font-semibold tracking-wider text-lodge-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-base font-bold tabular-nums">{value}</dd>
    </div>
  );
}
