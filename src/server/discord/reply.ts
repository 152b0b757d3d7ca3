import {
  type Embed,
  EPHEMERAL,
  type InteractionResponse,
  type MessageData,
  RESPONSE,
} from "#core/schemas/discord.ts";

// Every message Hunter Lodge sends into Discord pings no one, whatever its text holds
// (docs/product.md#hunter-lodge-in-discord).
export const NO_MENTIONS = { parse: [] } as { parse: [] };

// Discord's colour for Hunter Lodge's embeds: the app's accent.
export const EMBED_COLOR = 0xc8a24a;

export const message = (data: Omit<MessageData, "allowed_mentions">): InteractionResponse => ({
  type: RESPONSE.message,
  data: { ...data, allowed_mentions: NO_MENTIONS },
});

/** An answer only the asker sees: not found, unknown class, a command this instance does not know. */
export const privately = (content: string): InteractionResponse => message({ content, flags: EPHEMERAL });

export const withLink = (
  embed: Embed,
  label: string,
  url: string,
): Omit<MessageData, "allowed_mentions"> => ({
  embeds: [{ color: EMBED_COLOR, ...embed }],
  components: [{ type: 1, components: [{ type: 2, style: 5, label: label.slice(0, 80), url }] }],
});
