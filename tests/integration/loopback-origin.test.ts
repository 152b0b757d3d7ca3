import { describe, expect, it } from "vitest";
import { allowedOrigins } from "#server/http/origin.ts";
import { getMe, PASSWORD, registration, signIn } from "./support/accounts.ts";
import { testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

// docs/decisions.md#2026-11-23-loopback-names-are-one-origin: the app opened at http://127.0.0.1:3000 instead
// of localhost is still the app.
describeEachDb("loopback names of the app's own port (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  it.each(["http://127.0.0.1:3000", "http://[::1]:3000"])(
    "registers and signs in from %s",
    async (origin) => {
      const browser = t.client({ origin });
      const body = registration();
      const registered = await browser.post("/api/account/register", body);
      expect(registered.status, await registered.clone().text()).toBe(201);
      const other = t.client({ origin });
      expect((await signIn(other, body.email, PASSWORD)).status).toBe(200);
      expect(await getMe(other)).toMatchObject({ email: body.email });
    },
  );

  it.each(["http://127.0.0.1:3001", "http://localhost.evil.example:3000", "https://127.0.0.1:3000"])(
    "still refuses %s",
    async (origin) => {
      const res = await t.client({ origin }).post("/api/account/register", registration());
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: "bad-origin" } });
    },
  );
});

describe("allowed origins", () => {
  it("adds the loopback aliases only when the app's address is a loopback name", () => {
    const env = { NODE_ENV: "production" as const };
    expect(allowedOrigins({ ...env, BASE_URL: "http://localhost:3000" }).sort()).toEqual(
      ["http://127.0.0.1:3000", "http://[::1]:3000", "http://localhost:3000"].sort(),
    );
    expect(allowedOrigins({ ...env, BASE_URL: "https://lodge.example.org" })).toEqual([
      "https://lodge.example.org",
    ]);
  });
});
