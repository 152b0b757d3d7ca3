import type { KeyboardEvent, Ref } from "react";
import { messages } from "#core/messages.ts";
import type { CalendarDay } from "#core/rules/calendar.ts";
import { cn } from "#web/lib/cn.ts";

// The card's accessible name carries its events, so a screen reader hears what a sighted player reads.
const accessibleName = (day: CalendarDay) =>
  `${day.label} ${day.dayNumber}: ${
    day.events.length === 0 ? messages.noScheduledEvents : day.events.map((e) => e.shortTitle).join(", ")
  }`;

export function DayCard({
  ref,
  day,
  titles,
  more,
  selected,
  onSelect,
  onKeyDown,
}: {
  ref: Ref<HTMLButtonElement>;
  day: CalendarDay;
  titles: string[];
  more: number;
  selected: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      role="option"
      aria-selected={selected}
      aria-label={accessibleName(day)}
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
      onKeyDown={onKeyDown}
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
            <li key={t} className="truncate rounded-md bg-lodge-bg/60 px-2 py-1 text-lodge-text">
              {t}
            </li>
          ))}
          {more > 0 ? (
            <li className="px-2 text-xs font-semibold text-lodge-muted">{messages.moreEvents(more)}</li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-lodge-muted">{messages.noScheduledEvents}</p>
      )}
    </button>
  );
}
