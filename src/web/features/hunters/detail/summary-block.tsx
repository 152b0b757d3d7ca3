import { useTranslation } from "react-i18next";
import { summaryBreakdown } from "#core/rules/summary-breakdown.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { SummaryLines } from "#web/components/game/summary-lines.tsx";
import { type BlockProps, DetailBlock } from "./detail-block.tsx";

export function SummaryBlock({ hunter, gameData, className }: BlockProps<{ hunter: HunterInput }>) {
  const { t } = useTranslation("hunter");
  return (
    <DetailBlock title={t("blocks.summary")} className={className}>
      <SummaryLines lines={summaryBreakdown(hunter, gameData)} />
    </DetailBlock>
  );
}
