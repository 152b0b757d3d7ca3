import { buildSummary } from "#core/rules/build-summary.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { SummaryLines } from "#web/components/game/summary-lines.tsx";
import { type BlockProps, DetailBlock } from "./detail-block.tsx";

export function SummaryBlock({ hunter, gameData, className }: BlockProps<{ hunter: HunterInput }>) {
  return (
    <DetailBlock title="Build Summary" className={className}>
      <SummaryLines lines={buildSummary(hunter, gameData)} />
    </DetailBlock>
  );
}
