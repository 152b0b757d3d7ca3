import { z } from "zod";
import { messages } from "#core/messages.ts";
import { REMINDER_LEADS } from "#core/rules/reminders.ts";

// A guild's channel feed (docs/product.md#hunter-lodge-in-discord): where it posts and what.

/** The events a feed may remind of before they start: Battle of Valor's phases and the world bosses. */
export const FEED_REMINDER_KINDS = ["valor", "bosses"] as const;
/** The most channel feeds one player keeps. */
export const MAX_DISCORD_WEBHOOKS = 5;

const settings = {
  name: z.string().trim().min(1).max(60),
  dailyEvents: z.boolean(),
  kinds: z.array(z.enum(FEED_REMINDER_KINDS)).max(FEED_REMINDER_KINDS.length),
  leadMinutes: z.union(
    REMINDER_LEADS.map((lead) => z.literal(lead)) as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]],
  ),
  newBuilds: z.boolean(),
};

export const discordWebhookInputSchema = z.object({ url: z.string().trim().min(1).max(300), ...settings });
export const discordWebhookUpdateSchema = z.object(settings);
export const discordFeedIdParamSchema = z.object({ id: z.uuid({ error: messages.notFound }) });

export type DiscordWebhookInput = z.infer<typeof discordWebhookInputSchema>;
export type DiscordWebhookUpdate = z.infer<typeof discordWebhookUpdateSchema>;

/** A feed as its owner sees it: the webhook's token is never shown again, only the channel's id. */
export type DiscordWebhook = {
  id: string;
  name: string;
  channelHookId: string;
  dailyEvents: boolean;
  kinds: (typeof FEED_REMINDER_KINDS)[number][];
  leadMinutes: number;
  newBuilds: boolean;
};
