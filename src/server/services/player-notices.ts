import type { NoticeKind } from "#core/rules/notices.ts";
import type { Tx } from "#server/db/client.ts";
import { playerNotices } from "#server/db/schema.ts";

/**
 * What a player is told in the app about something done to what is theirs (docs/product.md#the-console):
 * a report handled, a build hidden, verified or rejected, a nickname or avatar reset, a reply to feedback.
 * Stored as a kind and its data, worded by the reader's app in the reader's language; never names a reporter.
 * The kinds: src/core/rules/notices.ts.
 */
export type { NoticeKind };

/** Adds a notice in the transaction of the action it tells of, so both commit together. */
export async function addNotice(
  tx: Tx,
  userId: string,
  kind: NoticeKind,
  data: Record<string, unknown> = {},
) {
  await tx.insert(playerNotices).values({ userId, kind, data });
}
