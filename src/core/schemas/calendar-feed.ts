import { z } from "zod";
import { type GameTerms, isLanguage, type Language, SOURCE_LANGUAGE } from "#core/i18n/languages.ts";
import { messages } from "#core/messages.ts";
import { EVENT_KINDS } from "#core/rules/calendar.ts";

// The calendar feed's choices (docs/product.md#calendar-subscription): which kinds of events it carries and
// how long before each its alarm rings (null: none).

export const LEAD_MINUTES = [null, 15, 60, 1440] as const;
export type LeadMinutes = (typeof LEAD_MINUTES)[number];

export const feedSettingsSchema = z.object(
  {
    kinds: z
      .array(z.enum(EVENT_KINDS, { error: messages.invalidRequest }), { error: messages.invalidRequest })
      .min(1, messages.feedNoKinds)
      .max(EVENT_KINDS.length, messages.invalidRequest)
      .transform((kinds) => EVENT_KINDS.filter((k) => kinds.includes(k))),
    leadMinutes: z.union([z.null(), z.literal(15), z.literal(60), z.literal(1440)], {
      error: messages.invalidRequest,
    }),
  },
  { error: messages.invalidRequest },
);
export type FeedSettings = z.infer<typeof feedSettingsSchema>;

export const DEFAULT_FEED_SETTINGS: FeedSettings = { kinds: [...EVENT_KINDS], leadMinutes: 15 };

/** `/api/calendar/<token>.ics`: the file name, token and extension. */
export const feedFileParamSchema = z.object({
  file: z
    .string()
    .max(100, messages.feedNotFound)
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/, messages.feedNotFound)
    .transform((file) => file.slice(0, -".ics".length)),
});

/** `/api/calendar/events/<id>.ics`: one event's id as the calendar rules make it. */
export const eventFileParamSchema = z.object({
  file: z
    .string()
    .max(100, messages.eventNotFound)
    .regex(/^[a-z0-9-]{1,60}\.ics$/, messages.eventNotFound)
    .transform((file) => file.slice(0, -".ics".length)),
});

/**
 * The language of a feed or an event file
 * (docs/decisions.md#2026-11-25-calendar-feeds-carry-their-language-in-the-url): `lang`, the interface
 * language of the texts, and `terms=english` when the game's names stay English. Without them, or with a
 * value unknown here, it is English: a calendar app keeps the URL it was given, so an odd one still answers.
 */
export const icsLanguageQuerySchema = z.object({
  lang: z.string().max(20).optional(),
  terms: z.string().max(20).optional(),
});

export type IcsLanguage = { language: Language; gameLanguage: Language };

export function icsLanguageOf(query: z.infer<typeof icsLanguageQuerySchema>): IcsLanguage {
  const language = isLanguage(query.lang) ? query.lang : SOURCE_LANGUAGE;
  return { language, gameLanguage: query.terms === "english" ? SOURCE_LANGUAGE : language };
}

/** The query naming a language ("lang=de", "lang=de&terms=english"); empty for English, as before. */
export function icsLanguageQuery(language: string, gameTerms: GameTerms): string {
  if (!isLanguage(language) || language === SOURCE_LANGUAGE) return "";
  return new URLSearchParams({
    lang: language,
    ...(gameTerms === "english" ? { terms: "english" } : {}),
  }).toString();
}

/** The one-event download's alarm, as the feed's, and its language. */
export const eventDownloadQuerySchema = icsLanguageQuerySchema.extend({
  lead: z.enum(["15", "60", "1440"], { error: messages.invalidRequest }).optional(),
});
