import { expect } from "vitest";
import type { ServerContext } from "#server/context.ts";

/**
 * Waits until an instance has heard a change to the player's hunters through PostgreSQL's NOTIFY, which
 * arrives a moment after the write (asynchronously, on the writing instance too) and makes the instance
 * forget the player's cards: a test of what the card cache keeps reads only after it.
 */
export const heardHuntersChange = (ctx: Pick<ServerContext, "live">, userId: string) =>
  expect.poll(() => ctx.live.recentChanges(userId).some((e) => e.topic === "hunters")).toBe(true);
