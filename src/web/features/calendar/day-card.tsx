import type { KeyboardEvent, Ref } from "react";
import { useTranslation } from "react-i18next";
import type { CalendarDay } from "#core/rules/calendar.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { cn } from "#web/lib/cn.ts";
import { useFormat } from "#web/lib/i18n/use-format.ts";

export function DayCard({
  ref,
  day,
  label,
  titles,
  more,
  selected,
  onSelect,
  onKeyDown,
}: {
  ref: Ref<HTMLButtonElement>;
  day: CalendarDay;
  /** TODAY, TOMORROW or the weekday, in the interface language. */
  label: string;
  titles: string[];
  more: number;
  selected: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const { t } = useTranslation(["calendar", "messages"]);
  const f = useFormat();
  const gameText = useGameText();
  const dayNumber = f.number(day.dayNumber);
  // The card's accessible name carries its events, so a screen reader hears what a sighted player reads.
  const events =
    day.events.length === 0
      ? t("messages:noScheduledEvents")
      : day.events.map((e) => gameText(e.shortTitle)).join(", ");
  return (
    <button
      ref={ref}
      type="button"
      role="option"
      aria-selected={selected}
      aria-label={t("card.name", { label, day: dayNumber, events })}
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
      {/* A day name too long for the card's width puts the date on the next line, not outside the card. */}
      <span className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span
          className={cn(
            // Within the word only when the name alone is wider than the card (the pseudo-locale's).
            "min-w-0 text-xs font-bold tracking-widest wrap-anywhere",
            selected ? "text-lodge-accent" : "text-lodge-muted",
          )}
        >
          {label}
        </span>
        <span className="ml-auto text-3xl font-extrabold tabular-nums">{dayNumber}</span>
      </span>
      {titles.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {titles.map((title) => (
            <li
              key={title}
              className="rounded-md bg-lodge-bg/60 px-2 py-1 leading-snug break-words hyphens-auto text-lodge-text"
            >
              {gameText(title)}
            </li>
          ))}
          {more > 0 ? (
            <li className="px-2 text-xs font-semibold text-lodge-muted">
              {t("messages:moreEvents", { n: f.number(more) })}
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-lodge-muted">{t("messages:noScheduledEvents")}</p>
      )}
    </button>
  );
}
