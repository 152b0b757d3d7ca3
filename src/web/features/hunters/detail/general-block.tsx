import { attackSpeedReport } from "#core/rules/attack-speed.ts";
import { fieldLabel, withUnit } from "#core/rules/hunter-fields.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { orNotAvailable, RarityClassRows } from "../hunter-traits.tsx";
import { type BlockProps, DetailBlock, InfoList, InfoRow } from "./detail-block.tsx";

export function GeneralBlock({ hunter, gameData, className }: BlockProps<{ hunter: HunterInput }>) {
  const { general } = hunter;
  const speed = attackSpeedReport(hunter, gameData);
  return (
    <DetailBlock title="General" className={className}>
      <InfoList>
        <RarityClassRows general={general} gameData={gameData} Row={InfoRow} />
        <InfoRow label={fieldLabel("hunterAtkSpdRarity")}>
          {orNotAvailable(general.hunterAtkSpdRarity)}
        </InfoRow>
        <InfoRow label={fieldLabel("trait")}>Level {general.trait}</InfoRow>
        <InfoRow label={fieldLabel("characteristic")}>{orNotAvailable(general.characteristic)}</InfoRow>
        <InfoRow label={fieldLabel("technology")}>{withUnit("technology", general.technology)}</InfoRow>
        <InfoRow label={fieldLabel("guild")}>{withUnit("guild", general.guild)}</InfoRow>
      </InfoList>
      <div className="mt-3 flex items-center justify-between rounded-xl border border-lodge-accent/40 bg-lodge-accent/10 px-3.5 py-3">
        <span className="text-sm font-semibold">Actual ATK SPD</span>
        <span className="text-xl font-extrabold text-lodge-accent tabular-nums" data-testid="actual-atk-spd">
          {speed.actualDisplay}
        </span>
      </div>
    </DetailBlock>
  );
}
