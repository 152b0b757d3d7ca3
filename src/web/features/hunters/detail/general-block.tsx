import { useTranslation } from "react-i18next";
import { gameText } from "#core/game-data/texts.ts";
import { attackSpeedBreakdown } from "#core/rules/summary-breakdown.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { BeyondCapNote } from "#web/components/game/board-speed.tsx";
import { AttackSpeedBreakdownButton } from "#web/components/game/breakdown/summary-breakdown.tsx";
import { useGameTermsLanguage } from "#web/lib/i18n/game-terms.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";
import { orNotAvailable, RarityClassRows } from "../hunter-traits.tsx";
import { type BlockProps, DetailBlock, InfoList, InfoRow } from "./detail-block.tsx";

export function GeneralBlock({ hunter, gameData, className }: BlockProps<{ hunter: HunterInput }>) {
  const { t } = useTranslation("hunter");
  const f = useFormat();
  const language = useGameTermsLanguage();
  const game = (english: string) => gameText(gameData, language, english);
  const { general } = hunter;
  const speed = attackSpeedBreakdown(hunter, gameData);
  return (
    <DetailBlock title={t("blocks.general")} className={className}>
      <InfoList>
        <RarityClassRows general={general} gameData={gameData} Row={InfoRow} />
        <InfoRow label={t("fields.hunterAtkSpdRarity")}>
          {orNotAvailable(game(general.hunterAtkSpdRarity))}
        </InfoRow>
        <InfoRow label={t("fields.trait")}>{t("general.level", { level: general.trait })}</InfoRow>
        <InfoRow label={t("fields.characteristic")}>{orNotAvailable(game(general.characteristic))}</InfoRow>
        <InfoRow label={t("fields.technology")}>{f.percent(general.technology, 2)}</InfoRow>
        <InfoRow label={t("fields.guild")}>{f.percent(general.guild, 2)}</InfoRow>
      </InfoList>
      <div className="relative mt-3 flex items-center justify-between rounded-xl border border-lodge-accent/40 bg-lodge-accent/10 px-3.5 py-3">
        <span className="text-sm font-semibold">{t("general.actualAtkSpd")}</span>
        <span className="text-xl font-extrabold text-lodge-accent tabular-nums" data-testid="actual-atk-spd">
          <AttackSpeedBreakdownButton speed={speed} className="after:absolute after:inset-0" />
        </span>
      </div>
      {/* The formula's value above; the game plays it at its cap (docs/product.md#the-games-fastest-attack-on-the-boards). */}
      <BeyondCapNote formula={speed.actual} className="mt-1.5 text-right" />
    </DetailBlock>
  );
}
