// A guild's channel webhook (docs/product.md#hunter-lodge-in-discord): only Discord's own webhook addresses
// are taken, so a pasted URL cannot make the server reach anything else; an operator may name more hosts
// (DISCORD_WEBHOOK_HOSTS, e.g. a test's stand-in on loopback), which may also be plain http.

const DISCORD_WEBHOOK_HOSTS = ["discord.com", "discordapp.com", "canary.discord.com", "ptb.discord.com"];

const PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/(\d{5,25})\/([A-Za-z0-9_-]{20,100})\/?$/;

export type WebhookUrlCheck = { ok: true; url: string; id: string } | { ok: false };

/** The webhook's canonical address (no query, no fragment) when it is one Discord (or the operator) serves. */
export function checkWebhookUrl(text: string, extraHosts: readonly string[] = []): WebhookUrlCheck {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false };
  }
  const extra = extraHosts.map((h) => h.toLowerCase()).includes(url.host.toLowerCase());
  const discord =
    url.protocol === "https:" && url.port === "" && DISCORD_WEBHOOK_HOSTS.includes(url.hostname);
  if (!discord && !(extra && (url.protocol === "https:" || url.protocol === "http:"))) return { ok: false };
  if (url.username || url.password) return { ok: false };
  const path = PATH.exec(url.pathname);
  if (!path) return { ok: false };
  return {
    ok: true,
    url: `${url.protocol}//${url.host}/api/webhooks/${path[1]}/${path[2]}`,
    id: path[1] as string,
  };
}
