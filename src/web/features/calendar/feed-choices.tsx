import { useTranslation } from "react-i18next";
import type { GameData } from "#core/game-data/schema.ts";
import { dailyKindName, EVENT_KINDS, type EventKind } from "#core/rules/calendar.ts";
import { LEAD_MINUTES, type LeadMinutes } from "#core/schemas/calendar-feed.ts";
import { useGameText } from "#web/data/use-game-text.ts";
import { cn } from "#web/lib/cn.ts";
import { EventIcon } from "./event-icon.tsx";

const LEAD_LABELS = {
  none: "messages:feedLeadNone",
  15: "messages:feedLead15",
  60: "messages:feedLead60",
  1440: "messages:feedLead1440",
} as const;

// A kind's name (a catalogue key, or the daily rotation's English title in the game data) and icon.
function kindLook(kind: EventKind, calendar: GameData["calendar"]) {
  if (kind === "valor")
    return { key: "messages:feedKindValor", icon: calendar.battleOfValor[0]?.icon ?? "" } as const;
  if (kind === "bosses")
    return { key: "messages:feedKindBosses", icon: calendar.worldBossPairs[0]?.[0]?.icon ?? "" } as const;
  const daily = calendar.dailyEvents[Number(kind.slice("daily-".length))];
  return { title: dailyKindName(kind, calendar) ?? kind, icon: daily?.icon ?? "" };
}

const chip =
  "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-2 text-sm font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-lodge-accent";
const chipOn = "border-lodge-accent/70 bg-lodge-accent/10 text-lodge-text";
const chipOff = "border-lodge-border bg-lodge-panel-2 text-lodge-muted hover:border-lodge-accent/40";

/** Which kinds of events the feed carries: one toggle each, with the event's icon. */
export function KindChoices({
  kinds,
  calendar,
  onChange,
}: {
  kinds: readonly EventKind[];
  calendar: GameData["calendar"];
  onChange: (kinds: EventKind[]) => void;
}) {
  const { t } = useTranslation(["calendar", "messages"]);
  const gameText = useGameText();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t("feed.kinds")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {EVENT_KINDS.map((kind) => {
          const look = kindLook(kind, calendar);
          const label = look.key ? t(look.key) : gameText(look.title ?? kind);
          const on = kinds.includes(kind);
          return (
            <label key={kind} className={cn(chip, on ? chipOn : chipOff)}>
              <input
                type="checkbox"
                className="size-4.5 shrink-0 accent-lodge-accent"
                checked={on}
                onChange={() => onChange(on ? kinds.filter((k) => k !== kind) : [...kinds, kind])}
              />
              <span
                className={cn("shrink-0", on ? "text-lodge-accent" : "text-lodge-muted")}
                aria-hidden="true"
              >
                <EventIcon name={look.icon} size={18} />
              </span>
              <span className="min-w-0 leading-snug">{label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** How long before each event the calendar app rings: a segmented choice. */
export function LeadChoice({ lead, onChange }: { lead: LeadMinutes; onChange: (lead: LeadMinutes) => void }) {
  const { t } = useTranslation(["calendar", "messages"]);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t("feed.alarm")}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {LEAD_MINUTES.map((minutes) => {
          const key = minutes ?? "none";
          const on = minutes === lead;
          return (
            <label
              key={key}
              className={cn(
                chip,
                "relative justify-center whitespace-nowrap px-2 text-center",
                on ? chipOn : chipOff,
              )}
            >
              <input
                type="radio"
                name="feed-lead"
                // Over the whole label, unseen: a tap anywhere on the segment is a tap on the radio.
                className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                checked={on}
                onChange={() => onChange(minutes)}
              />
              {t(LEAD_LABELS[key])}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
