import { messages } from "#core/messages.ts";
import type { SummaryLine } from "#core/rules/build-summary.ts";

// The Build Summary's stats (docs/product.md#build-summary) as the builder and the hunter page both show them: one row a stat,
// its sum with two decimals and %, or the spec's text when the build has none.
export function SummaryLines({ lines }: { lines: SummaryLine[] }) {
  if (lines.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-lodge-border px-3 py-6 text-center text-sm text-lodge-muted">
        {messages.noStats}
      </p>
    );
  }
  return (
    <dl className="divide-y divide-lodge-border/50 rounded-xl border border-lodge-border bg-lodge-bg/40">
      {lines.map((line) => (
        <div key={line.stat} className="flex items-baseline justify-between gap-3 px-3 py-1.5 text-sm">
          <dt className="text-lodge-muted">{line.stat}</dt>
          <dd className="font-semibold tabular-nums">{line.display}</dd>
        </div>
      ))}
    </dl>
  );
}
