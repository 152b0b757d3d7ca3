import { attackSpeedReport } from "#core/rules/attack-speed.ts";
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
        <InfoRow label="ATK SPD Rarity">{orNotAvailable(general.hunterAtkSpdRarity)}</InfoRow>
        <InfoRow label="Trait Level">Level {general.trait}</InfoRow>
        <InfoRow label="Characteristic">{orNotAvailable(general.characteristic)}</InfoRow>
        <InfoRow label="Technology">{general.technology}%</InfoRow>
        <InfoRow label="Guild">{general.guild}%</InfoRow>
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
