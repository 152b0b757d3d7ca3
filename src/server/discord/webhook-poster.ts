import type { MessageData } from "#core/schemas/discord.ts";

// Posting to a channel webhook (https://discord.com/developers/docs/resources/webhook#execute-webhook): one
// request with a deadline, no redirects (a webhook address never moves; a redirect could lead anywhere), and
// Discord's rate limit read from its answer.

const SEND_TIMEOUT_MS = 5_000;

export type PostOutcome = {
  status: number;
  /** How long Discord asks to wait before the next post to this webhook (429, or its bucket is empty). */
  waitMs: number;
};

export type WebhookPoster = (url: string, data: MessageData) => Promise<PostOutcome>;

const seconds = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value * 1000 : 0);

export const postToWebhook: WebhookPoster = async (url, data) => {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "Hunter Lodge", ...data }),
      redirect: "error",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const body =
      res.status === 429 ? ((await res.json().catch(() => ({}))) as { retry_after?: unknown }) : null;
    await res.body?.cancel().catch(() => undefined);
    const emptyBucket = res.headers.get("x-ratelimit-remaining") === "0";
    const waitMs =
      res.status === 429
        ? Math.max(seconds(body?.retry_after), seconds(Number(res.headers.get("retry-after"))))
        : emptyBucket
          ? seconds(Number(res.headers.get("x-ratelimit-reset-after")))
          : 0;
    return { status: res.status, waitMs };
  } catch {
    return { status: 0, waitMs: 0 };
  }
};
