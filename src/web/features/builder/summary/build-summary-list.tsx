import { messages } from "#core/messages.ts";
import type { SummaryLine } from "#core/rules/build-summary.ts";
import { ChartIcon } from "../builder-icons.tsx";

// Every stat of the build, summed (spec §9), in the game data's order; two decimals and %.
export function BuildSummaryList({ lines }: { lines: SummaryLine[] }) {
  return (
    <section aria-labelledby="build-summary-title" className="space-y-3">
      <h2
        id="build-summary-title"
        className="flex items-center gap-2 text-sm font-bold tracking-wide uppercase"
      >
        <ChartIcon className="text-lodge-accent" /> Build Summary
      </h2>
      {lines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-lodge-border px-3 py-6 text-center text-sm text-lodge-muted">
          {messages.noStats}
        </p>
      ) : (
        <dl className="divide-y divide-lodge-border/50 rounded-xl border border-lodge-border bg-lodge-bg/40">
          {lines.map((line) => (
            <div key={line.stat} className="flex items-baseline justify-between gap-3 px-3 py-1.5 text-sm">
              <dt className="text-lodge-muted">{line.stat}</dt>
              <dd className="font-semibold tabular-nums">{line.display}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
