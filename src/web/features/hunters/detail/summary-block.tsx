import { messages } from "#core/messages.ts";
import { buildSummary } from "#core/rules/build-summary.ts";
import type { HunterInput } from "#core/schemas/hunter.ts";
import { type BlockProps, DetailBlock } from "./detail-block.tsx";

export function SummaryBlock({ hunter, gameData, className }: BlockProps<{ hunter: HunterInput }>) {
  const lines = buildSummary(hunter, gameData);
  return (
    <DetailBlock title="Build Summary" className={className}>
      {lines.length === 0 ? (
        <p className="text-sm text-lodge-muted">{messages.noStats}</p>
      ) : (
        <ul
          className="grid grid-cols-1 gap-x-6 text-sm sm:grid-cols-2 lg:grid-cols-1"
          aria-label="Build Summary"
        >
          {lines.map((line) => (
            <li key={line.stat} className="flex justify-between gap-3 border-b border-lodge-border/50 py-1.5">
              <span className="text-lodge-muted">{line.stat}</span>
              <span className="font-semibold text-lodge-success tabular-nums">{line.display}</span>
            </li>
          ))}
        </ul>
      )}
    </DetailBlock>
  );
}
