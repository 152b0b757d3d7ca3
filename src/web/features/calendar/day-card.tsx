import { messages } from "#core/messages.ts";
import type { CalendarDay } from "#core/rules/calendar.ts";
import { cn } from "../../lib/cn.ts";

export function DayCard({
  day,
  titles,
  selected,
  onSelect,
}: {
  day: CalendarDay;
  titles: string[];
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      role="option"
      aria-selected={selected}
      aria-label={`${day.label} ${day.dayNumber}`}
      onClick={onSelect}
      className={cn(
        "flex min-h-36 flex-col rounded-2xl border p-4 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lodge-accent",
        selected
          ? "border-lodge-accent bg-lodge-accent/10 shadow-lg shadow-lodge-accent/10"
          : "border-lodge-border bg-lodge-panel hover:border-lodge-accent/50 hover:bg-lodge-panel-2",
      )}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span
          className={cn(
            "text-xs font-bold tracking-widest",
            selected ? "text-lodge-accent" : "text-lodge-muted",
          )}
        >
          {day.label}
        </span>
        <span className="text-3xl font-extrabold tabular-nums">{day.dayNumber}</span>
      </span>
      {titles.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {titles.map((t) => (
            <li key={t} className="truncate rounded-md bg-lodge-bg/60 px-2 py-1 text-slate-200">
              {t}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-lodge-muted">{messages.noScheduledEvents}</p>
      )}
    </button>
  );
}
