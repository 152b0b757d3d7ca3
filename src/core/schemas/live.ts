import { z } from "zod";

// GET /api/live frames, written by src/server/routes/live.ts and read by src/web/lib/live-client.ts.
const liveChangeSchema = z.object({ topic: z.string(), at: z.number() });
export type LiveChange = z.infer<typeof liveChangeSchema>;

/**
 * The first frame of a stream, once the server has registered it: the user's changes heard in the last
 * `withinMs` before that (docs/decisions.md#2026-11-24-no-change-missed-before-a-pages-live-stream-opens),
 * which a page that read its data just before may not show.
 */
export const liveReadySchema = z.object({
  userId: z.string(),
  changes: z.array(liveChangeSchema),
  withinMs: z.number(),
});
export type LiveReady = z.infer<typeof liveReadySchema>;

/**
 * The last frame of a stream the server ends itself: its session ended (signed out, expired, revoked,
 * renewed), or the user opened more streams than allowed and this was the oldest
 * (docs/decisions.md#2026-11-24-a-live-stream-ends-with-its-session-and-a-user-holds-at-most-20).
 */
const LIVE_CLOSE_REASONS = ["session-ended", "too-many-streams"] as const;
export const liveClosedSchema = z.object({ reason: z.enum(LIVE_CLOSE_REASONS) });
export type LiveCloseReason = (typeof LIVE_CLOSE_REASONS)[number];
