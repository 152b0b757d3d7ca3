import { newHunter } from "#core/schemas/hunter.ts";
import type { Database } from "#server/db/client.ts";
import { ORIGIN } from "./servers.ts";

export type Player = { userId: string; cookie: string; hunterId: string };

async function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
}

/**
 * A verified player with one public hunter, made the way a person would (register, then save a hunter
 * over HTTP); only the e-mail link is skipped by marking the address verified in the database.
 */
export async function seedPlayer(baseUrl: string, database: Database): Promise<Player> {
  const nickname = `bench${process.pid}${Date.now() % 100_000}`;
  const password = "bench-password-123";
  const reg = await fetch(`${baseUrl}/api/account/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ email: `${nickname}@example.com`, password, confirmPassword: password, nickname }),
  });
  await expectStatus(reg, 201, "register");
  const cookie = reg.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { id: userId } = (await reg.json()) as { id: string };
  await database.query(`update "user" set email_verified = true where id = $1`, [userId]);

  const saved = await fetch(`${baseUrl}/api/hunters`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, cookie },
    body: JSON.stringify({ slotIndex: 0, hunter: { ...newHunter(), hunterName: "Bench", isPublic: true } }),
  });
  await expectStatus(saved, 201, "create hunter");
  const { id: hunterId } = (await saved.json()) as { id: string };
  return { userId, cookie, hunterId };
}
