import { expect } from "vitest";
import type { Me } from "#core/schemas/me.ts";
import { hunters, inventoryItems } from "#server/db/schema.ts";
import { createItem } from "../../factories/item.ts";
import type { TestApp, TestClient } from "./test-app.ts";

export const PASSWORD = "secret123";

let seq = 0;
/** A fresh, valid registration body; `ref` and the rest can be overridden. */
export function registration(overrides: Record<string, unknown> = {}) {
  seq += 1;
  // The "x" keeps the counter and the random part apart: "hunter1" + "23" and "hunter12" + "3" collided.
  const nickname = `hunter${seq.toString(36)}x${Math.floor(Math.random() * 36 ** 3).toString(36)}`;
  return {
    email: `${nickname}@example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    nickname,
    ...overrides,
  };
}

export async function register(client: TestClient, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await client.post("/api/account/register", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return { body, me: (await res.json()) as Me };
}

/** Follows the verification link of the last mail to `email` in this client's browser. */
export async function verifyEmail(t: TestApp, client: TestClient, email: string) {
  const mail = t.lastMailTo(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const res = await client.get(mail.link);
  expect(res.status).toBe(302);
  return res;
}

/** A signed-in client with a registered, verified account. */
export async function verifiedUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const client = t.client();
  const { body, me } = await register(client, overrides);
  await verifyEmail(t, client, body.email);
  return { client, body, me };
}

export async function signIn(client: TestClient, email: string, password = PASSWORD) {
  return client.post("/api/auth/sign-in/email", { email, password });
}

/** Who the client's session is: null when signed out (GET /api/me answers a visitor 200 null). */
export async function sessionOf(client: TestClient): Promise<Me | null> {
  const res = await client.get("/api/me");
  expect(res.status).toBe(200);
  return (await res.json()) as Me | null;
}

export async function getMe(client: TestClient): Promise<Me> {
  const me = await sessionOf(client);
  expect(me).not.toBeNull();
  return me as Me;
}

/** A browser playing as a guest that owns one hunter ("Keeper") and one item, as a guest who played a while. */
export async function guestWithData(t: TestApp) {
  const browser = t.client();
  expect((await browser.post("/api/auth/sign-in/anonymous")).status).toBe(200);
  const me = await getMe(browser);
  await t.database.db.insert(hunters).values({ userId: me.id, slotIndex: 0, hunterName: "Keeper", data: {} });
  await t.database.db.insert(inventoryItems).values({ userId: me.id, data: createItem() });
  return { browser, me };
}
