import { messages } from "#core/messages.ts";
import type { CalendarDay } from "#core/rules/calendar.ts";
import { Panel } from "#web/components/ui/panel.tsx";
import { EventIcon } from "./event-icon.tsx";

export function DayDetail({ day }: { day: CalendarDay }) {
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
              <div className="min-w-0">
                <h3 className="font-semibold">{event.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-lodge-muted">{event.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
