import { Hono } from "hono";
import { interactionSchema } from "#core/schemas/discord.ts";
import type { ServerContext } from "#server/context.ts";
import { answerInteraction } from "#server/discord/interactions.ts";
import { discordPublicKey, isSignedByDiscord, SIGNATURE_WINDOW_SECONDS } from "#server/discord/signature.ts";
import { AppError, badRequest, tooLarge } from "#server/errors.ts";
import { firstSighting } from "#server/services/discord-interactions.ts";

// Discord's interactions are a few kilobytes; nothing larger is read.
const BODY_MAX = 64 * 1024;

const refusedSignature = () => new AppError(401, "bad-signature", "invalid request signature");

/**
 * Discord's HTTP interactions (docs/product.md#hunter-lodge-in-discord), mounted at /api/discord before the
 * origin check (Discord sends no Origin; its signature is the check). Nothing is read or answered before
 * the signature and its timestamp hold, and an interaction is answered once.
 */
export function discordRoutes(ctx: ServerContext, publicKeyHex: string) {
  const key = discordPublicKey(publicKeyHex);
  return new Hono().post("/interactions", async (c) => {
    if (Number(c.req.header("content-length") ?? 0) > BODY_MAX) throw tooLarge();
    const body = Buffer.from(await c.req.arrayBuffer());
    if (body.length > BODY_MAX) throw tooLarge();
    const now = ctx.now();
    const signed = isSignedByDiscord(
      key,
      {
        signature: c.req.header("x-signature-ed25519"),
        timestamp: c.req.header("x-signature-timestamp"),
        body,
      },
      now,
    );
    if (!signed) throw refusedSignature();
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      throw badRequest("The interaction is not JSON.");
    }
    const interaction = interactionSchema.safeParse(parsed);
    if (!interaction.success) throw badRequest("The interaction is not one Discord sends.");
    if (!(await firstSighting(ctx, interaction.data.id, now, SIGNATURE_WINDOW_SECONDS)))
      throw refusedSignature();
    return c.json(await answerInteraction(ctx, interaction.data));
  });
}
