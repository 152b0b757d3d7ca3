import { useMemo, useState } from "react";
import { messages } from "#core/messages.ts";
import { type CalendarDay, calendarDays, shortTitles } from "#core/rules/calendar.ts";
import { useGameData } from "#web/app/data/get-game-data.ts";
import { PageHeader } from "../../components/ui/panel.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { DayCard } from "./day-card.tsx";
import { DayDetail } from "./day-detail.tsx";

// DECISIONS §5: eight days from today (UTC), today selected until the player picks another.
export function Page() {
  const gameData = useGameData();
  const [selected, setSelected] = useState(0);
  const days: CalendarDay[] = useMemo(
    () => (gameData.data ? calendarDays(new Date(), gameData.data.calendar) : []),
    [gameData.data],
  );

  if (!gameData.data) return <LoadingState text={messages.loadingGameData} />;
  const day = days[selected];

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Calendar" subtitle="Upcoming events, in UTC. Tap a day to see what happens." />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" role="listbox" aria-label="Days">
        {days.map((d, i) => (
          <DayCard
            key={d.date}
            day={d}
            titles={shortTitles(d)}
            selected={i === selected}
            onSelect={() => setSelected(i)}
          />
        ))}
      </div>
      {day ? <DayDetail day={day} /> : null}
    </div>
  );
}
