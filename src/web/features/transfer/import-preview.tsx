import { useTranslation } from "react-i18next";
import type { ImportPlan } from "#core/rules/import-plan.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/panel.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { useSpeedText } from "#web/lib/i18n/use-speed-text.ts";

// What the import will create: each hunter's slot, Build Summary highlights and attack speed, and the items;
// numbers in the interface language, stat names in the player's game-terms language.
export function ImportPreview({
  plan,
  busy,
  makePublic,
  onMakePublic,
  onConfirm,
}: {
  plan: ImportPlan;
  busy: boolean;
  makePublic: boolean;
  onMakePublic: (value: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("transfer");
  const speedText = useSpeedText();
  const game = useGameText();
  const { locale } = useFormat();
  // Summary percentages keep two decimals (docs/product.md#build-summary).
  const percent = new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <section aria-label={t("preview.label")}>
      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-bold">{t("preview.title")}</h2>
        <ul className="space-y-3">
          {plan.hunters.map((hunter) => (
            <li
              key={`${hunter.slotIndex ?? "none"}-${hunter.build.hunterName}`}
              className="rounded-lg border border-lodge-border p-3"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <strong>{hunter.build.hunterName}</strong>
                <span className="text-sm text-lodge-muted">
                  {hunter.slotIndex === null
                    ? t("preview.noFreeSlot")
                    : t("preview.slot", { number: hunter.slotIndex + 1 })}
                </span>
              </div>
              <p className="text-sm">
                {t("preview.attackSpeed", {
                  speed: speedText.atkSpd(hunter.speed.actual),
                  missing: speedText.missing(hunter.speed),
                })}
              </p>
              {hunter.highlights.length > 0 ? (
                <p className="text-sm text-lodge-muted">
                  {hunter.highlights
                    .map((line) => `${game(line.stat)} ${percent.format(line.value / 100)}`)
                    .join(" · ")}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        {plan.items.length > 0 ? (
          <p className="text-sm">{t("preview.items", { count: plan.items.length })}</p>
        ) : null}
        {plan.hunters.length > 0 ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={makePublic}
              onChange={(e) => onMakePublic(e.target.checked)}
              className="h-4 w-4 accent-lodge-accent"
            />
            {t("preview.makePublic")}
          </label>
        ) : null}
        <Button onClick={onConfirm} disabled={plan.problems.length > 0} loading={busy}>
          {t("preview.import")}
        </Button>
      </Card>
    </section>
  );
}
