import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { hunters, user } from "#server/db/schema.ts";
import { verifiedUser } from "./accounts.ts";
import type { TestApp, TestClient } from "./test-app.ts";

// Reports and the moderators' queue in tests (docs/product.md#reports, docs/product.md#moderation-queue).

export type Player = Awaited<ReturnType<typeof verifiedUser>>;

/** A verified player given the moderator role as the console would store it. */
export async function moderator(t: TestApp): Promise<Player> {
  const player = await verifiedUser(t);
  await t.database.db.update(user).set({ role: "moderator" }).where(eq(user.id, player.me.id));
  return player;
}

/** `count` public builds of `owner`, written as stored rows (slots past a free player's are fine here). */
export async function publicBuilds(t: TestApp, ownerId: string, count: number, isPublic = true) {
  const rows = await t.database.db
    .insert(hunters)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId: ownerId,
        slotIndex: 100 + i,
        hunterName: `Reported ${i}`,
        data: {},
        isPublic,
      })),
    )
    .returning({ id: hunters.id });
  return rows.map((r) => r.id);
}

export const reportBuild = (client: TestClient, hunterId: string, reason = "impossible", text?: string) =>
  client.post("/api/reports", { target: { type: "build", hunterId }, reason, ...(text ? { text } : {}) });

export const reportProfile = (client: TestClient, nickname: string, reason = "offensive") =>
  client.post("/api/reports", { target: { type: "profile", nickname }, reason });

export async function errorOf(res: Response) {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, ...body.error };
}

export async function noticesOf(client: TestClient) {
  const res = await client.get("/api/notices");
  expect(res.status).toBe(200);
  return (
    (await res.json()) as {
      notices: { id: string; kind: string; data: Record<string, unknown>; readAt: string | null }[];
    }
  ).notices;
}
