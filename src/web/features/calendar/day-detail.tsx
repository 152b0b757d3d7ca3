import { useTranslation } from "react-i18next";
import type { CalendarDay, ScheduledEvent } from "#core/rules/calendar.ts";
import { icsLanguageQuery } from "#core/schemas/calendar-feed.ts";
import { DownloadIcon } from "#web/components/ui/icons.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { useGameTerms } from "#web/lib/i18n/game-terms.ts";
import { EventIcon } from "./event-icon.tsx";

// One event as a .ics file for any calendar app, with the alarm of the player's feed (15 minutes without one),
// in the interface language and game-terms choice
// (docs/decisions.md#2026-11-25-calendar-feeds-carry-their-language-in-the-url).
function eventFileOf(id: string, leadMinutes: number | null, language: string) {
  const query = [leadMinutes === null ? "" : `lead=${leadMinutes}`, language].filter(Boolean).join("&");
  return `/api/calendar/events/${id}.ics${query === "" ? "" : `?${query}`}`;
}

export function DayDetail({
  day,
  heading,
  date,
  leadMinutes,
}: {
  day: CalendarDay;
  /** Today, Tomorrow or the weekday, and the date with its month's name: both in the interface language. */
  heading: string;
  date: string;
  leadMinutes: number | null;
}) {
  const { t, i18n } = useTranslation(["calendar", "messages"]);
  const gameText = useGameText();
  const language = icsLanguageQuery(i18n.language, useGameTerms());
  // The attack phase's last day ends at 12:00 UTC: its description says so in the interface language.
  const descriptionOf = (event: ScheduledEvent) =>
    gameText(event.description) + (event.endsAt === undefined ? "" : t("messages:concludesSuffix"));
  return (
    <Panel className="mt-6" title={heading} description={date} aria-live="polite">
      {day.events.length === 0 ? (
        <p className="text-lodge-muted">{t("messages:noEventDetails")}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {day.events.map((event) => {
            const title = gameText(event.title);
            return (
              <li
                key={event.id}
                className="flex gap-4 rounded-xl border border-lodge-border bg-lodge-panel-2 p-4"
              >
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-xl bg-lodge-bg text-lodge-accent"
                >
                  <EventIcon name={event.icon} size={26} />
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-lodge-muted">{descriptionOf(event)}</p>
                </div>
                <a
                  href={eventFileOf(event.id, leadMinutes, language)}
                  download={`${event.id}.ics`}
                  aria-label={t("detail.addEvent", { title })}
                  title={t("detail.addToCalendar")}
                  className="grid size-10 shrink-0 place-items-center self-start rounded-xl border border-lodge-border text-lodge-muted transition hover:border-lodge-accent/60 hover:text-lodge-accent"
                >
                  <DownloadIcon size={18} />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
