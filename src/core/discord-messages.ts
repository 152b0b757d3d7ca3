// What the server answers about Discord channel feeds (docs/product.md#hunter-lodge-in-discord).
export const discordMessages = {
  discordWebhookInvalid:
    "Paste a channel webhook address from Discord: https://discord.com/api/webhooks/… (Channel settings → Integrations → Webhooks).",
  discordWebhookTaken: "This channel webhook already has a feed here.",
  discordWebhookLimit: (max: number) => `You can keep up to ${max} channel feeds.`,
};
