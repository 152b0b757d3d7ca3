import { and, asc, count, eq } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import { checkWebhookUrl } from "#core/rules/discord/webhook-url.ts";
import {
  type DiscordWebhook,
  type DiscordWebhookInput,
  type DiscordWebhookUpdate,
  MAX_DISCORD_WEBHOOKS,
} from "#core/schemas/discord-webhook.ts";
import type { ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { discordWebhooks } from "#server/db/schema.ts";
import { badRequest, conflict, notFound, tooMany } from "#server/errors.ts";
import { lockUserRow } from "./own-data.ts";
import { uniqueViolation } from "./unique-violation.ts";

// A player's channel feeds (docs/product.md#hunter-lodge-in-discord). The webhook's address holds its token:
// it is kept to post with and never shown again; the owner sees the channel's name and the webhook's id.

type Row = typeof discordWebhooks.$inferSelect;

const shown = (row: Row): DiscordWebhook => ({
  id: row.id,
  name: row.name,
  channelHookId: /\/webhooks\/(\d+)\//.exec(row.url)?.[1] ?? "",
  dailyEvents: row.dailyEvents,
  kinds: row.kinds as DiscordWebhook["kinds"],
  leadMinutes: row.leadMinutes,
  newBuilds: row.newBuilds,
});

export async function listDiscordWebhooks(ctx: Pick<ServerContext, "database">, userId: string) {
  const rows = await databaseOf(ctx)
    .db.select()
    .from(discordWebhooks)
    .where(eq(discordWebhooks.userId, userId))
    .orderBy(asc(discordWebhooks.createdAt));
  return rows.map(shown);
}

export async function addDiscordWebhook(
  ctx: Pick<ServerContext, "database" | "env">,
  userId: string,
  input: DiscordWebhookInput,
): Promise<DiscordWebhook> {
  const checked = checkWebhookUrl(input.url, ctx.env.DISCORD_WEBHOOK_HOSTS);
  if (!checked.ok) throw badRequest(messages.discordWebhookInvalid);
  try {
    return await databaseOf(ctx).db.transaction(async (tx) => {
      // The limit holds under concurrent adds: they wait on the player's row.
      await lockUserRow(tx, userId);
      const [held] = await tx
        .select({ n: count() })
        .from(discordWebhooks)
        .where(eq(discordWebhooks.userId, userId));
      if ((held?.n ?? 0) >= MAX_DISCORD_WEBHOOKS) {
        throw tooMany(messages.discordWebhookLimit(MAX_DISCORD_WEBHOOKS), "discord-webhook-limit");
      }
      const { url: _typed, ...settings } = input;
      const [row] = await tx
        .insert(discordWebhooks)
        .values({ userId, url: checked.url, ...settings })
        .returning();
      return shown(row as Row);
    });
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(messages.discordWebhookTaken, "discord-webhook-taken");
    throw error;
  }
}

export async function updateDiscordWebhook(
  ctx: Pick<ServerContext, "database">,
  userId: string,
  id: string,
  update: DiscordWebhookUpdate,
): Promise<DiscordWebhook> {
  const [row] = await databaseOf(ctx)
    .db.update(discordWebhooks)
    .set({ ...update, updatedAt: new Date() })
    .where(and(eq(discordWebhooks.id, id), eq(discordWebhooks.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return shown(row);
}

export async function deleteDiscordWebhook(ctx: Pick<ServerContext, "database">, userId: string, id: string) {
  const gone = await databaseOf(ctx)
    .db.delete(discordWebhooks)
    .where(and(eq(discordWebhooks.id, id), eq(discordWebhooks.userId, userId)))
    .returning({ id: discordWebhooks.id });
  if (gone.length === 0) throw notFound();
}
