import { gameText } from "#core/game-data/texts.ts";
import type { Language } from "#core/i18n/languages.ts";
import { calendarEvents, type TimedEvent, wordedEvent } from "#core/rules/calendar-events.ts";
import { profileCardPath } from "#core/rules/card-paths.ts";
import { escapeDiscordText } from "#core/rules/discord/markdown.ts";
import { boardSpeed, storedFormula } from "#core/rules/speed-cap.ts";
import { DAY_MS } from "#core/rules/time.ts";
import type { InteractionResponse } from "#core/schemas/discord.ts";
import type { ServerContext } from "#server/context.ts";
import { serverT } from "#server/i18n/texts.ts";
import { publicProfileForDiscord } from "#server/services/discord-lookups.ts";
import { leaderboard } from "#server/services/leaderboard.ts";
import { boardSpeedText } from "./answer-build.ts";
import { message, privately, withLink } from "./reply.ts";

type Translate = (key: string, values?: Record<string, unknown>) => string;

const STRONGEST_SHOWN = 3;
const LEADERBOARD_SHOWN = 10;

/** `/profile`: the profile card and the player's fastest public builds. */
export async function answerProfile(
  ctx: ServerContext,
  nickname: string,
  language: Language,
  t: Translate,
): Promise<InteractionResponse> {
  const profile = await publicProfileForDiscord(ctx, nickname, STRONGEST_SHOWN);
  if (!profile) return privately(t("profileNotFound"));
  const page = `${ctx.env.BASE_URL}/profile/${encodeURIComponent(profile.nickname)}`;
  const lines = profile.strongest.map(
    (row) =>
      `[${escapeDiscordText(row.hunterName)}](${ctx.env.BASE_URL}/hunter/${row.ownerId}/${row.hunterId}) · ${boardSpeedText(boardSpeed(storedFormula(row)), language, t)}${row.verifiedAt ? ` ✅` : ""}`,
  );
  return message(
    withLink(
      {
        title: escapeDiscordText(profile.nickname),
        url: page,
        fields: [{ name: t("strongest"), value: lines.join("\n") || t("noPublicHunters") }],
        image: { url: `${ctx.env.BASE_URL}${profileCardPath(profile.nickname)}` },
      },
      t("openProfile"),
      page,
    ),
  );
}

/** The game data's class a player typed: its English name or its name in the asker's language, any case. */
function classNamed(ctx: ServerContext, typed: string, language: Language): string | undefined {
  const gameData = ctx.gameData.get();
  const wanted = typed.trim().toLowerCase();
  return gameData.classes.find(
    (c) => c.name.toLowerCase() === wanted || gameText(gameData, language, c.name).toLowerCase() === wanted,
  )?.name;
}

/** `/leaderboard`: the class's top 10, in the order and on the board the page opens with. */
export async function answerLeaderboard(
  ctx: ServerContext,
  typed: string,
  language: Language,
  t: Translate,
): Promise<InteractionResponse> {
  const hunterClass = classNamed(ctx, typed, language);
  if (!hunterClass) return privately(t("classNotFound"));
  const board = await leaderboard(ctx, { class: hunterClass, verified: undefined });
  const className = gameText(ctx.gameData.get(), language, hunterClass);
  const lines = board.entries
    .slice(0, LEADERBOARD_SHOWN)
    .map(
      (entry) =>
        `**#${entry.rank}** ${escapeDiscordText(entry.hunterName)} · ${escapeDiscordText(entry.ownerNickname ?? "")} · ${boardSpeedText(entry.speed, language, t)}${entry.verified ? " ✅" : ""}`,
    );
  const page = `${ctx.env.BASE_URL}/explore/leaderboards?class=${encodeURIComponent(hunterClass)}`;
  return message(
    withLink(
      {
        title: t("leaderboardTitle", { class: escapeDiscordText(className) }),
        url: page,
        description: lines.length > 0 ? lines.join("\n") : t("leaderboardEmpty"),
        footer: { text: t("leaderboardOrder") },
      },
      t("openLeaderboard"),
      page,
    ),
  );
}

export const EVENT_RANGES = ["today", "tomorrow", "week"] as const;
export type EventRange = (typeof EVENT_RANGES)[number];

/** The calendar's events of a range, worded as the calendar page words them, in `language`. */
export function eventsOf(ctx: ServerContext, range: EventRange, now: Date, language: Language): TimedEvent[] {
  const from = range === "tomorrow" ? new Date(now.getTime() + DAY_MS) : now;
  const gameData = ctx.gameData.get();
  const concludes = serverT(language, "messages")("concludesSuffix");
  return calendarEvents(from, range === "week" ? 7 : 1, gameData.calendar).map((event) =>
    wordedEvent(event, (english) => gameText(gameData, language, english), concludes),
  );
}

// Discord shows <t:…> in each reader's own time zone and language.
export const eventLine = (event: TimedEvent) =>
  `**${escapeDiscordText(event.title)}** · <t:${Math.floor(event.start / 1000)}:f> – <t:${Math.floor(event.end / 1000)}:f>`;

/** `/events`: today's, tomorrow's or this week's events, from the calendar's own rules. */
export function answerEvents(
  ctx: ServerContext,
  typed: string,
  language: Language,
  t: Translate,
): InteractionResponse {
  const range: EventRange = (EVENT_RANGES as readonly string[]).includes(typed)
    ? (typed as EventRange)
    : "today";
  const events = eventsOf(ctx, range, ctx.now(), language);
  const title = { today: t("eventsToday"), tomorrow: t("eventsTomorrow"), week: t("eventsWeek") }[range];
  const page = `${ctx.env.BASE_URL}/calendar`;
  return message(
    withLink(
      { title, url: page, description: events.map(eventLine).join("\n").slice(0, 4000) || t("noEvents") },
      t("openCalendar"),
      page,
    ),
  );
}
