import { type Language, SOURCE_LANGUAGE } from "#core/i18n/languages.ts";
import { serverT } from "#server/i18n/texts.ts";
import { EVENT_RANGES } from "./answer-lists.ts";

// The slash commands as Discord is told of them (`npm run admin -- discord-register-commands`): names stay
// English, descriptions and choices are in each of our languages under Discord's locale codes.

const DISCORD_LOCALES: Record<Exclude<Language, "en">, string[]> = {
  de: ["de"],
  es: ["es-ES", "es-419"],
  fr: ["fr"],
  ko: ["ko"],
  "pt-BR": ["pt-BR"],
};

const STRING = 3;
const CHAT_INPUT = 1;

function localized(key: string) {
  const t = (language: Language) => serverT(language, "discord")(key);
  const localizations: Record<string, string> = {};
  for (const [language, locales] of Object.entries(DISCORD_LOCALES) as [Language, string[]][]) {
    for (const locale of locales) localizations[locale] = t(language).slice(0, 100);
  }
  return { text: t(SOURCE_LANGUAGE).slice(0, 100), localizations };
}

function option(command: string, name: string, extra: Record<string, unknown>) {
  const description = localized(`commands.${command}.option`);
  return {
    type: STRING,
    name,
    description: description.text,
    description_localizations: description.localizations,
    ...extra,
  };
}

function command(name: string, options: Record<string, unknown>[]) {
  const description = localized(`commands.${name}.description`);
  return {
    name,
    type: CHAT_INPUT,
    description: description.text,
    description_localizations: description.localizations,
    options,
  };
}

export function commandDefinitions() {
  return [
    command("build", [option("build", "build", { required: true, autocomplete: true, max_length: 2000 })]),
    command("profile", [option("profile", "nickname", { required: true, max_length: 32 })]),
    command("leaderboard", [
      option("leaderboard", "class", { required: true, autocomplete: true, max_length: 64 }),
    ]),
    command("events", [
      option("events", "when", {
        required: false,
        choices: EVENT_RANGES.map((range) => {
          const label = localized(`commands.events.${range}`);
          return { name: label.text, name_localizations: label.localizations, value: range };
        }),
      }),
    ]),
  ];
}
