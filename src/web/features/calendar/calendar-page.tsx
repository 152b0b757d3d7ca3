import { type KeyboardEvent, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { type CalendarDay, calendarDays, cardTitles } from "#core/rules/calendar.ts";
import { DiscordInviteLink } from "#web/components/layout/discord-invite-link.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { PageHeader } from "#web/components/ui/panel.tsx";
import { LoadingState } from "#web/components/ui/spinner.tsx";
import { useCalendarFeed } from "#web/data/calendar-feed/get-calendar-feed.ts";
import { useGameData } from "#web/data/get-game-data.ts";
import { DayCard } from "./day-card.tsx";
import { DayDetail } from "./day-detail.tsx";
import { SubscribePanel } from "./subscribe-panel.tsx";
import { useDayNames } from "./use-day-names.ts";

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

// docs/product.md#calendar: eight days from today (UTC), today selected until the player picks another.
// A reminder's notification opens /calendar?day=YYYY-MM-DD: that day is selected when it is shown.
export function Page() {
  const { t } = useTranslation(["calendar", "messages"]);
  const names = useDayNames();
  const gameData = useGameData();
  const feed = useCalendarFeed().data?.feed;
  const [search] = useSearchParams();
  const asked = search.get("day");
  const [picked, setSelected] = useState<number | null>(null);
  const cards = useRef<(HTMLButtonElement | null)[]>([]);
  const detail = useRef<HTMLDivElement>(null);
  const days: CalendarDay[] = useMemo(
    () => (gameData.data ? calendarDays(new Date(), gameData.data.calendar) : []),
    [gameData.data],
  );

  if (!gameData.data) return <LoadingState text={t("messages:loadingGameData")} />;
  const selected =
    picked ??
    Math.max(
      0,
      days.findIndex((d) => d.date === asked),
    );
  const day = days[selected];

  // On a phone the detail sits below the fold: a tap brings it into view (nothing moves when it is visible).
  const choose = (index: number) => {
    setSelected(index);
    requestAnimationFrame(() => {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      detail.current?.scrollIntoView({ block: "nearest", behavior: smooth ? "smooth" : "auto" });
    });
  };

  // A listbox: arrow keys move the selection, Home and End jump to the first and last day.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = days.length - 1;
    const step = STEP[event.key];
    let next: number | undefined;
    if (step !== undefined) next = Math.min(last, Math.max(0, selected + step));
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    cards.current[next]?.focus();
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          <ButtonLink to="/settings#reminders" variant="secondary">
            {t("messages:remindersTitle")}
          </ButtonLink>
        }
      />
      <h2 className="mb-3 text-lg font-bold">{names.months(days)}</h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" role="listbox" aria-label={t("days")}>
        {days.map((d, i) => {
          const { titles, more } = cardTitles(d);
          return (
            <DayCard
              key={d.date}
              ref={(node) => {
                cards.current[i] = node;
              }}
              day={d}
              label={names.label(d, i)}
              titles={titles}
              more={more}
              selected={i === selected}
              onSelect={() => choose(i)}
              onKeyDown={onKeyDown}
            />
          );
        })}
      </div>
      <div ref={detail} className="scroll-mt-20">
        {day ? (
          <DayDetail
            day={day}
            heading={names.heading(day, selected)}
            date={names.date(day)}
            leadMinutes={feed === undefined ? 15 : (feed?.leadMinutes ?? null)}
          />
        ) : null}
      </div>
      <SubscribePanel calendar={gameData.data.calendar} />
      <DiscordInviteLink />
    </div>
  );
}
