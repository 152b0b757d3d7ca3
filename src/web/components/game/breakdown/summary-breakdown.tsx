import { useTranslation } from "react-i18next";
import { formatDecimal } from "#core/rules/format-number.ts";
import type { AttackSpeedBreakdown, BreakdownLine } from "#core/rules/summary-breakdown.ts";
import type { BonusSource } from "#core/rules/summary-sources.ts";
import { useSlotName } from "#web/components/game/item-editor/slot-name.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { useBaseSpeed } from "#web/lib/i18n/use-base-speed.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useSpeedText } from "#web/lib/i18n/use-speed-text.ts";
import { BreakdownButton } from "./breakdown-button.tsx";
import { useBaseSourceLabel, useSourceLabel } from "./use-source-label.ts";

// Summary percentages keep two decimals (docs/product.md#build-summary); a source shows its sign.
const percentFormat = (locale: string, signed: boolean) =>
  new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: signed ? "exceptZero" : "auto",
  });

function SourceTable({
  sources,
  total,
  totalLabel,
}: {
  sources: BonusSource[];
  total: number;
  totalLabel: string;
}) {
  const { t } = useTranslation("components");
  const { locale } = useFormat();
  const slotName = useSlotName();
  const label = useSourceLabel();
  const [signed, plain] = [percentFormat(locale, true), percentFormat(locale, false)];
  return (
    <table className="w-full text-sm tabular-nums">
      <tbody className="divide-y divide-lodge-border/60">
        {sources.map((source, index) => (
          // A source has no id of its own; the list is drawn whole each time from the same build.
          // biome-ignore lint/suspicious/noArrayIndexKey: the order is the rules' order and never changes in place
          <tr key={index}>
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              {label(source)}
              {source.kind === "rune"
                ? source.outranked.map((rune) => (
                    <span key={rune.slot} className="block text-xs text-lodge-muted">
                      {t("breakdown.outranked", {
                        slot: slotName(rune.slot),
                        value: plain.format(rune.value / 100),
                      })}
                    </span>
                  ))
                : null}
            </th>
            <td className="py-1 text-right align-top font-semibold">{signed.format(source.value / 100)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-lodge-border">
        <tr>
          <th scope="row" className="pt-2 pr-3 text-left font-bold">
            {totalLabel}
          </th>
          <td className="pt-2 text-right font-bold">{plain.format(total / 100)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * A Build Summary line's value as a button that opens its sources. `shown` is the value as the page writes
 * it (compare writes a difference); by default the line's sum, rounded as the summary rounds it, in the
 * interface language's marks ("12,50 %" in German).
 */
export function SummaryLineBreakdown({
  line,
  shown,
  className,
}: {
  line: BreakdownLine;
  shown?: string;
  className?: string;
}) {
  const { t } = useTranslation("components");
  const { locale } = useFormat();
  const game = useGameText();
  const stat = game(line.stat);
  // + 0 turns a rounded -0 into 0.
  const value = shown ?? percentFormat(locale, false).format(Number(formatDecimal(line.value, 2)) / 100 + 0);
  return (
    <BreakdownButton
      label={t("breakdown.open", { stat, value })}
      title={t("breakdown.title", { stat })}
      className={className}
      body={() => <SourceTable sources={line.sources} total={line.value} totalLabel={t("breakdown.total")} />}
    >
      {value}
    </BreakdownButton>
  );
}

function Fact({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt>
        {label} <span className="block text-xs text-lodge-muted">{note}</span>
      </dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function SpeedBody({ speed }: { speed: AttackSpeedBreakdown }) {
  const { t } = useTranslation("components");
  const f = useFormat();
  const baseSpeed = useBaseSpeed();
  const baseFrom = useBaseSourceLabel();
  const [base, total, multiplier] = [
    baseSpeed(speed.base),
    f.number(speed.totalBonus, 4),
    f.number(speed.multiplier, 4),
  ];
  // The answer first, then where each of its numbers comes from.
  return (
    <div className="space-y-3">
      <div className="rounded-xl border border-lodge-accent/40 bg-lodge-accent/10 p-3 text-sm">
        <p className="text-lodge-muted">{t("breakdown.formula")}</p>
        <p className="mt-1 font-semibold tabular-nums" data-testid="atk-spd-formula">
          {base} × (1 − {total}/100) ÷ {multiplier} = {f.fixed(speed.actual, 4)}
        </p>
        {speed.totalBonus >= 100 ? <p className="mt-2 text-xs">{t("breakdown.floored")}</p> : null}
        <p className="mt-2 text-xs text-lodge-muted">{t("breakdown.lowerIsFaster")}</p>
      </div>
      <SourceTable sources={speed.sources} total={speed.totalBonus} totalLabel={t("breakdown.bonusTotal")} />
      <dl className="divide-y divide-lodge-border/60 text-sm">
        <Fact label={t("breakdown.base")} value={base} note={baseFrom(speed.baseSource)} />
        <Fact
          label={t("breakdown.multiplier")}
          value={multiplier}
          note={t("breakdown.multiplierLevel", { level: speed.traitLevel })}
        />
      </dl>
    </div>
  );
}

/** The actual attack speed as a button that opens its sources and its formula with the build's numbers. */
export function AttackSpeedBreakdownButton({
  speed,
  className,
}: {
  speed: AttackSpeedBreakdown;
  className?: string;
}) {
  const { t } = useTranslation("components");
  const actual = useSpeedText().atkSpd(speed.actual);
  return (
    <BreakdownButton
      label={t("breakdown.openSpeed", { value: actual })}
      title={t("breakdown.speedTitle")}
      className={className}
      body={() => <SpeedBody speed={speed} />}
    >
      {actual}
    </BreakdownButton>
  );
}
