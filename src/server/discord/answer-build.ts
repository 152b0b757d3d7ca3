import { gameText } from "#core/game-data/texts.ts";
import { formatFixed } from "#core/i18n/format.ts";
import type { Language } from "#core/i18n/languages.ts";
import { attackSpeedReport } from "#core/rules/attack-speed.ts";
import { hunterCardPath } from "#core/rules/card-paths.ts";
import { parseBuildQuery } from "#core/rules/discord/build-query.ts";
import { escapeDiscordText } from "#core/rules/discord/markdown.ts";
import { decodeShareCode } from "#core/rules/share-code.ts";
import { type BoardSpeed, boardSpeed, storedFormula } from "#core/rules/speed-cap.ts";
import type { InteractionResponse } from "#core/schemas/discord.ts";
import { type HunterInput, hunterInputSchema } from "#core/schemas/hunter.ts";
import type { ServerContext } from "#server/context.ts";
import { hunterPreview } from "#server/services/cards.ts";
import { type PublicBuildRow, publicBuildById, publicBuildByName } from "#server/services/discord-lookups.ts";
import { message, privately, withLink } from "./reply.ts";

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The ATK SPD a board shows (docs/product.md#the-games-fastest-attack-on-the-boards), worded. */
export function boardSpeedText(speed: BoardSpeed, language: Language, t: Translate): string {
  const ranked = formatFixed(language, speed.ranked, 4);
  return speed.atCap && speed.overflow !== null
    ? t("atCap", { cap: ranked, overflow: formatFixed(language, speed.overflow, 4) })
    : ranked;
}

function fields(build: HunterInput, speed: string, language: Language, ctx: ServerContext, t: Translate) {
  const gameData = ctx.gameData.get();
  const game = (english: string) => escapeDiscordText(gameText(gameData, language, english));
  const { hunterClass, hunterRarity } = build.general;
  return [
    ...(hunterClass ? [{ name: t("class"), value: game(hunterClass), inline: true }] : []),
    ...(hunterRarity ? [{ name: t("rarity"), value: game(hunterRarity), inline: true }] : []),
    { name: t("atkSpd"), value: speed, inline: true },
  ];
}

/** A stored public build as Discord shows it: its card, numbers, badge, creator and a button to open it. */
export async function storedBuildMessage(
  ctx: ServerContext,
  row: PublicBuildRow,
  language: Language,
  t: Translate,
) {
  const build = hunterInputSchema.parse(row.data);
  const page = `${ctx.env.BASE_URL}/hunter/${row.ownerId}/${row.hunterId}`;
  const preview = await hunterPreview(ctx, row.ownerId, row.hunterId);
  const card = `${ctx.env.BASE_URL}${hunterCardPath(row.ownerId, row.hunterId)}${preview ? `?v=${preview.version}` : ""}`;
  const formula = storedFormula(row) || attackSpeedReport(build, ctx.gameData.get()).actual;
  return withLink(
    {
      title: escapeDiscordText(row.hunterName),
      url: page,
      description: row.verifiedAt ? `✅ ${t("verified")}` : undefined,
      fields: [
        ...fields(build, boardSpeedText(boardSpeed(formula), language, t), language, ctx, t),
        { name: t("creator"), value: escapeDiscordText(row.nickname ?? ""), inline: true },
      ],
      image: { url: card },
    },
    t("openBuild"),
    page,
  );
}

/** `/build`: a public build's card and numbers, or the same "not found" for a private or missing one. */
export async function answerBuild(
  ctx: ServerContext,
  input: string,
  language: Language,
  t: Translate,
): Promise<InteractionResponse> {
  const query = parseBuildQuery(input);
  if (query.kind === "code") {
    const decoded = decodeShareCode(query.code);
    if (!decoded.ok) return privately(t("notFound"));
    const build = decoded.build;
    const speed = boardSpeedText(
      boardSpeed(attackSpeedReport(build, ctx.gameData.get()).actual),
      language,
      t,
    );
    return message({
      embeds: [
        {
          title: escapeDiscordText(build.hunterName),
          description: t("fromCode"),
          fields: fields(build, speed, language, ctx, t),
        },
      ],
    });
  }
  const row =
    query.kind === "stored"
      ? await publicBuildById(ctx, query.ownerId, query.hunterId)
      : query.kind === "named" && query.hunterName !== ""
        ? await publicBuildByName(ctx, query.nickname, query.hunterName)
        : null;
  return row ? message(await storedBuildMessage(ctx, row, language, t)) : privately(t("notFound"));
}
