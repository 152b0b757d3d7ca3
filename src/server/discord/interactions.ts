import { gameText } from "#core/game-data/texts.ts";
import { type Language, matchLanguage } from "#core/i18n/languages.ts";
import { buildChoiceValue } from "#core/rules/discord/build-query.ts";
import {
  INTERACTION,
  type Interaction,
  type InteractionResponse,
  optionText,
  RESPONSE,
} from "#core/schemas/discord.ts";
import type { ServerContext } from "#server/context.ts";
import { serverT } from "#server/i18n/texts.ts";
import { publicBuildChoices } from "#server/services/discord-lookups.ts";
import { answerBuild } from "./answer-build.ts";
import { answerEvents, answerLeaderboard, answerProfile } from "./answer-lists.ts";
import { privately } from "./reply.ts";

// Discord takes at most 25 choices, each name and value at most 100 characters.
const CHOICES_MAX = 25;
const choice = (name: string, value: string) => ({ name: name.slice(0, 100), value: value.slice(0, 100) });

async function autocomplete(ctx: ServerContext, interaction: Interaction, language: Language) {
  const focused = interaction.data?.options?.find((o) => o.focused);
  const typed = typeof focused?.value === "string" ? focused.value.trim() : "";
  let choices: { name: string; value: string }[] = [];
  if (interaction.data?.name === "build") {
    // "nick" lists that player's (and like-named players') public hunters; "nick sto" narrows by name.
    const [nickname = "", ...rest] = typed.replace(/^@/, "").split(/\s+/);
    const rows = await publicBuildChoices(ctx, nickname, rest.join(" "), CHOICES_MAX);
    const gameData = ctx.gameData.get();
    choices = rows.map((row) =>
      choice(
        `${row.nickname} · ${row.hunterName}${row.hunterClass ? ` (${gameText(gameData, language, row.hunterClass)})` : ""}`,
        buildChoiceValue(row.ownerId, row.hunterId),
      ),
    );
  } else if (interaction.data?.name === "leaderboard") {
    const gameData = ctx.gameData.get();
    choices = gameData.classes
      .map((c) => choice(gameText(gameData, language, c.name), c.name))
      .filter((c) => c.name.toLowerCase().includes(typed.toLowerCase()))
      .slice(0, CHOICES_MAX);
  }
  return { type: RESPONSE.choices, data: { choices } } satisfies InteractionResponse;
}

/** Discord's interaction answered in the asker's language (Discord sends it; English otherwise). */
export async function answerInteraction(
  ctx: ServerContext,
  interaction: Interaction,
): Promise<InteractionResponse> {
  if (interaction.type === INTERACTION.ping) return { type: RESPONSE.pong };
  const language = matchLanguage([interaction.locale ?? interaction.guild_locale ?? "en"]);
  if (interaction.type === INTERACTION.autocomplete) return autocomplete(ctx, interaction, language);
  const t = serverT(language, "discord");
  switch (interaction.type === INTERACTION.command ? interaction.data?.name : undefined) {
    case "build":
      return answerBuild(ctx, optionText(interaction, "build"), language, t);
    case "profile":
      return answerProfile(ctx, optionText(interaction, "nickname"), language, t);
    case "leaderboard":
      return answerLeaderboard(ctx, optionText(interaction, "class"), language, t);
    case "events":
      return answerEvents(ctx, optionText(interaction, "when"), language, t);
    default:
      return privately(t("unknownCommand"));
  }
}
