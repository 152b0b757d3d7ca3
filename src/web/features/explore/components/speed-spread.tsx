import { useTranslation } from "react-i18next";
import type { SpeedSpread } from "#core/rules/explore/meta.ts";
import { GAME_FASTEST_ATK_SPD } from "#core/rules/speed-cap.ts";
import { Panel } from "#web/components/ui/panel.tsx";
import { useFormat } from "#web/lib/i18n/use-format.ts";

// The ATK SPD distribution: fastest, quartiles, slowest and a small histogram (lower is faster), over the speeds
// the game plays: a build past the cap counts as the cap (docs/product.md#the-games-fastest-attack-on-the-boards).
export function SpeedSpreadPanel({ spread }: { spread: SpeedSpread }) {
  const { t } = useTranslation("explore");
  const f = useFormat();
  const tallest = Math.max(1, ...spread.histogram.map((bar) => bar.count));
  const facts = [
    [t("meta.fastest"), spread.fastest],
    [t("meta.q1"), spread.q1],
    [t("meta.median"), spread.median],
    [t("meta.q3"), spread.q3],
    [t("meta.slowest"), spread.slowest],
  ] as const;
  return (
    <Panel title={t("meta.speed")} headingLevel={3} className="lg:col-span-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-lodge-panel-2 p-3 text-center">
            <dt className="text-xs text-lodge-muted">{label}</dt>
            <dd className="font-mono text-base font-bold tabular-nums">{f.fixed(value, 3)}</dd>
          </div>
        ))}
      </dl>
      {spread.atCap > 0 ? (
        <p className="mt-3 text-sm" data-testid="meta-at-cap">
          {t("meta.atCap", { count: spread.atCap, cap: f.number(GAME_FASTEST_ATK_SPD, 2) })}
        </p>
      ) : null}
      <ul aria-label={t("meta.histogram")} className="mt-4 flex h-28 items-end gap-1">
        {spread.histogram.map((bar) => (
          <li
            key={bar.from}
            className="flex-1 rounded-t bg-lodge-accent/70"
            style={{ height: `${Math.max(4, (bar.count / tallest) * 100)}%` }}
            aria-label={t("meta.bar", {
              from: f.fixed(bar.from, 3),
              to: f.fixed(bar.to, 3),
              count: bar.count,
            })}
            title={t("meta.bar", { from: f.fixed(bar.from, 3), to: f.fixed(bar.to, 3), count: bar.count })}
          />
        ))}
      </ul>
      <div
        className="mt-1 flex justify-between font-mono text-xs tabular-nums text-lodge-muted"
        aria-hidden="true"
      >
        <span>{f.fixed(spread.fastest, 3)}</span>
        <span>{f.fixed(spread.slowest, 3)}</span>
      </div>
    </Panel>
  );
}
