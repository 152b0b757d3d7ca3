import { useTranslation } from "react-i18next";
import { messages } from "#core/messages.ts";
import type { CalendarDay, ScheduledEvent } from "#core/rules/calendar.ts";
import { DownloadIcon } from "#web/components/ui/icons.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { useGameText } from "#web/data/use-game-text.ts";
import { EventIcon } from "./event-icon.tsx";

// One event as a .ics file for any calendar app, with the alarm of the player's feed (15 minutes without one).
const eventFileOf = (id: string, leadMinutes: number | null) =>
  `/api/calendar/events/${id}.ics${leadMinutes === null ? "" : `?lead=${leadMinutes}`}`;

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
  const { t } = useTranslation(["calendar", "messages"]);
  const gameText = useGameText();
  // The rules append the English ' Concludes at 12:00 UTC.' to the attack phase's last day (the .ics feed
  // carries it so): the game data's own description is translated, then the suffix in the interface language.
  const descriptionOf = (event: ScheduledEvent) =>
    event.endsAt === undefined
      ? gameText(event.description)
      : gameText(event.description.slice(0, -messages.concludesSuffix.length)) +
        t("messages:concludesSuffix");
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
                  href={eventFileOf(event.id, leadMinutes)}
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
