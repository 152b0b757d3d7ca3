import { messages } from "#core/messages.ts";
import type { CalendarDay } from "#core/rules/calendar.ts";
import { DownloadIcon } from "#web/components/ui/icons.tsx";
import { Panel } from "#web/components/ui/panel.tsx";
import { EventIcon } from "./event-icon.tsx";

// One event as a .ics file for any calendar app, with the alarm of the player's feed (15 minutes without one).
const eventFileOf = (id: string, leadMinutes: number | null) =>
  `/api/calendar/events/${id}.ics${leadMinutes === null ? "" : `?lead=${leadMinutes}`}`;

export function DayDetail({ day, leadMinutes }: { day: CalendarDay; leadMinutes: number | null }) {
  const heading =
    day.label === "TODAY" || day.label === "TOMORROW" ? day.label : `${day.label} ${day.dayNumber}`;
  return (
    <Panel
      className="mt-6"
      title={<span className="capitalize">{heading.toLowerCase()}</span>}
      description={day.date}
      aria-live="polite"
    >
      {day.events.length === 0 ? (
        <p className="text-lodge-muted">{messages.noEventDetails}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {day.events.map((event) => (
            <li
              key={event.title}
              className="flex gap-4 rounded-xl border border-lodge-border bg-lodge-panel-2 p-4"
            >
              <span
                aria-hidden="true"
                className="grid size-12 shrink-0 place-items-center rounded-xl bg-lodge-bg text-lodge-accent"
              >
                <EventIcon name={event.icon} size={26} />
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold">{event.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-lodge-muted">{event.description}</p>
              </div>
              <a
                href={eventFileOf(event.id, leadMinutes)}
                download={`${event.id}.ics`}
                aria-label={`Add ${event.title} to my calendar (.ics)`}
                title="Add to my calendar (.ics)"
                className="grid size-10 shrink-0 place-items-center self-start rounded-xl border border-lodge-border text-lodge-muted transition hover:border-lodge-accent/60 hover:text-lodge-accent"
              >
                <DownloadIcon size={18} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
