import i18next from "i18next";
import {
  acceptLanguageTags,
  isLanguage,
  LANGUAGES,
  type Language,
  matchLanguage,
  SOURCE_LANGUAGE,
} from "#core/i18n/languages.ts";
import deAchievements from "#core/i18n/locales/de/achievements.json" with { type: "json" };
import deAuth from "#core/i18n/locales/de/auth.json" with { type: "json" };
import deCommon from "#core/i18n/locales/de/common.json" with { type: "json" };
import deDiscord from "#core/i18n/locales/de/discord.json" with { type: "json" };
import deEmails from "#core/i18n/locales/de/emails.json" with { type: "json" };
import deMessages from "#core/i18n/locales/de/messages.json" with { type: "json" };
import deSharing from "#core/i18n/locales/de/sharing.json" with { type: "json" };
import enAchievements from "#core/i18n/locales/en/achievements.json" with { type: "json" };
import enAuth from "#core/i18n/locales/en/auth.json" with { type: "json" };
import enCommon from "#core/i18n/locales/en/common.json" with { type: "json" };
import enDiscord from "#core/i18n/locales/en/discord.json" with { type: "json" };
import enEmails from "#core/i18n/locales/en/emails.json" with { type: "json" };
import enMessages from "#core/i18n/locales/en/messages.json" with { type: "json" };
import enSharing from "#core/i18n/locales/en/sharing.json" with { type: "json" };
import esAchievements from "#core/i18n/locales/es/achievements.json" with { type: "json" };
import esAuth from "#core/i18n/locales/es/auth.json" with { type: "json" };
import esCommon from "#core/i18n/locales/es/common.json" with { type: "json" };
import esDiscord from "#core/i18n/locales/es/discord.json" with { type: "json" };
import esEmails from "#core/i18n/locales/es/emails.json" with { type: "json" };
import esMessages from "#core/i18n/locales/es/messages.json" with { type: "json" };
import esSharing from "#core/i18n/locales/es/sharing.json" with { type: "json" };
import frAchievements from "#core/i18n/locales/fr/achievements.json" with { type: "json" };
import frAuth from "#core/i18n/locales/fr/auth.json" with { type: "json" };
import frCommon from "#core/i18n/locales/fr/common.json" with { type: "json" };
import frDiscord from "#core/i18n/locales/fr/discord.json" with { type: "json" };
import frEmails from "#core/i18n/locales/fr/emails.json" with { type: "json" };
import frMessages from "#core/i18n/locales/fr/messages.json" with { type: "json" };
import frSharing from "#core/i18n/locales/fr/sharing.json" with { type: "json" };
import koAchievements from "#core/i18n/locales/ko/achievements.json" with { type: "json" };
import koAuth from "#core/i18n/locales/ko/auth.json" with { type: "json" };
import koCommon from "#core/i18n/locales/ko/common.json" with { type: "json" };
import koDiscord from "#core/i18n/locales/ko/discord.json" with { type: "json" };
import koEmails from "#core/i18n/locales/ko/emails.json" with { type: "json" };
import koMessages from "#core/i18n/locales/ko/messages.json" with { type: "json" };
import koSharing from "#core/i18n/locales/ko/sharing.json" with { type: "json" };
import ptBRAchievements from "#core/i18n/locales/pt-BR/achievements.json" with { type: "json" };
import ptBRAuth from "#core/i18n/locales/pt-BR/auth.json" with { type: "json" };
import ptBRCommon from "#core/i18n/locales/pt-BR/common.json" with { type: "json" };
import ptBRDiscord from "#core/i18n/locales/pt-BR/discord.json" with { type: "json" };
import ptBREmails from "#core/i18n/locales/pt-BR/emails.json" with { type: "json" };
import ptBRMessages from "#core/i18n/locales/pt-BR/messages.json" with { type: "json" };
import ptBRSharing from "#core/i18n/locales/pt-BR/sharing.json" with { type: "json" };

// The server's texts in the player's language (docs/product.md#languages): API errors, e-mails, and what a
// shared link shows (cards and link previews, in its owner's language, achievement names included). The
// same catalogues as the web app's (src/core/i18n/locales), read once at start-up.
const resources = {
  en: {
    emails: enEmails,
    messages: enMessages,
    sharing: enSharing,
    achievements: enAchievements,
    auth: enAuth,
    common: enCommon,
    discord: enDiscord,
  },
  es: {
    emails: esEmails,
    messages: esMessages,
    sharing: esSharing,
    achievements: esAchievements,
    auth: esAuth,
    common: esCommon,
    discord: esDiscord,
  },
  "pt-BR": {
    emails: ptBREmails,
    messages: ptBRMessages,
    sharing: ptBRSharing,
    achievements: ptBRAchievements,
    auth: ptBRAuth,
    common: ptBRCommon,
    discord: ptBRDiscord,
  },
  de: {
    emails: deEmails,
    messages: deMessages,
    sharing: deSharing,
    achievements: deAchievements,
    auth: deAuth,
    common: deCommon,
    discord: deDiscord,
  },
  fr: {
    emails: frEmails,
    messages: frMessages,
    sharing: frSharing,
    achievements: frAchievements,
    auth: frAuth,
    common: frCommon,
    discord: frDiscord,
  },
  ko: {
    emails: koEmails,
    messages: koMessages,
    sharing: koSharing,
    achievements: koAchievements,
    auth: koAuth,
    common: koCommon,
    discord: koDiscord,
  },
};

const texts = i18next.createInstance();
void texts.init({
  resources,
  lng: SOURCE_LANGUAGE,
  fallbackLng: SOURCE_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: "currentOnly",
  ns: ["messages", "emails", "sharing", "achievements", "auth", "common", "discord"],
  defaultNS: "messages",
  initAsync: false,
  interpolation: { escapeValue: false },
});

type ServerNamespace = keyof (typeof resources)["en"];

// Keys are checked by the catalogue tests, not by the web app's typed t() (i18next.d.ts types the screens').
type Translate = (key: string, values?: Record<string, unknown>) => string;
const lookUp = texts.t as unknown as (key: string, options: Record<string, unknown>) => string;

export const serverT =
  (language: Language, namespace: ServerNamespace): Translate =>
  (key, values = {}) =>
    lookUp(key, { ...values, lng: language, ns: namespace });

/** The account's language when it chose one, else the best match of the request's Accept-Language. */
export function languageFor(accountLanguage: unknown, acceptLanguage: string | null | undefined): Language {
  if (isLanguage(accountLanguage)) return accountLanguage;
  return matchLanguage(acceptLanguageTags(acceptLanguage));
}

// Every English message of src/core/messages.ts, as the catalogue holds it: exact texts by value, and the
// ones with {{placeholders}} as patterns that give their values back, so an error raised in English
// anywhere on the server is answered in the player's language without every throw naming its key.
type Template = { key: string; names: string[]; pattern: RegExp; context?: string; plural: boolean };
const exact = new Map<string, string>();
const templates: Template[] = [];
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
for (const [fullKey, text] of Object.entries(enMessages as Record<string, string>)) {
  const suffix = /_(one|other|public|private|named)$/.exec(fullKey)?.[1];
  const key = suffix ? fullKey.slice(0, -suffix.length - 1) : fullKey;
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? "");
  if (names.length === 0 && !suffix) {
    exact.set(text, key);
    continue;
  }
  const pattern = new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join("(.+?)")}$`,
    "s",
  );
  const context = suffix === "public" || suffix === "private" || suffix === "named" ? suffix : undefined;
  templates.push({
    key,
    names,
    pattern,
    plural: suffix === "one" || suffix === "other",
    ...(context ? { context } : {}),
  });
}

/** `english` (a text of src/core/messages.ts, possibly with values in it) in `language`; as is if unknown. */
export function translateMessage(english: string, language: Language): string {
  if (language === SOURCE_LANGUAGE) return english;
  const t = serverT(language, "messages");
  const key = exact.get(english);
  if (key) return t(key);
  for (const template of templates) {
    const match = template.pattern.exec(english);
    if (!match) continue;
    const values: Record<string, unknown> = Object.fromEntries(
      template.names.map((name, i) => [name, match[i + 1] ?? ""]),
    );
    if (template.plural) values.count = Number(values.count);
    if (template.context) values.context = template.context;
    return t(template.key, values);
  }
  return english;
}
