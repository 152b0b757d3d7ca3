import { type APIRequestContext, expect } from "@playwright/test";

// The development outbox (api-contract: GET /api/dev/mailbox, newest first).
export type Mail = { id: string; to: string; subject: string; text: string; html: string; createdAt: string };

export async function readMailbox(request: APIRequestContext): Promise<Mail[]> {
  const response = await request.get("/api/dev/mailbox");
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}

// Waits for the newest mail to `to` whose link contains `linkPart`, newer than `after` (ISO) when given.
export async function waitForLink(
  request: APIRequestContext,
  to: string,
  linkPart: string,
  after?: string,
): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const mails = await readMailbox(request);
        for (const mail of mails) {
          if (mail.to.toLowerCase() !== to.toLowerCase()) continue;
          if (after && mail.createdAt <= after) continue;
          const link = `${mail.text}\n${mail.html}`
            .match(/https?:\/\/[^\s"'<>]+/g)
            ?.find((l) => l.includes(linkPart));
          if (link) {
            found = link.replaceAll("&amp;", "&");
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to} with a ${linkPart} link`, timeout: 15_000 },
    )
    .toBe(true);
  return found as unknown as string;
}
