import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "#server/http/json-depth.ts";
import { cpuMsOf } from "../support/cpu-time.ts";
import { testAppPerSuite } from "./support/test-app.ts";

// A body nested 8,000 deep is 16 KB, well under the body limit; parsing and walking it cost ~200 ms of CPU
// each, before any rate limit, at any /api/auth path
// (docs/security.md#hostile-requests-and-the-data-folder-each-promise-and-the-test-that-proves-it).
const DEEP = `${"[".repeat(8_000)}${"]".repeat(8_000)}`;
const ROUTES = [
  "/api/auth/sign-in/email",
  "/api/auth/request-password-reset",
  "/api/account/register",
  "/api/hunters",
  "/api/functions/recalculateAchievements",
];

describe("deeply nested JSON", () => {
  const t = testAppPerSuite("pglite");

  const post = (path: string, body: string) =>
    t.client().request(path, { method: "POST", headers: { "content-type": "application/json" }, body });

  it.each(ROUTES)("a 16 KB body nested 8,000 deep is refused at %s with 400, quickly", async (path) => {
    expect(DEEP.length).toBe(16_000);
    const cpuMs = await cpuMsOf(async () => {
      for (let i = 0; i < 20; i++) {
        const res = await post(path, DEEP);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("too-deeply-nested");
      }
    });
    // Twenty took 4.7 s when each was parsed and walked.
    expect(cpuMs).toBeLessThan(1_000);
  });

  it(`a body nested ${MAX_JSON_DEPTH} deep reaches the route`, async () => {
    const body = JSON.stringify({
      data: JSON.parse(`${"[".repeat(MAX_JSON_DEPTH - 1)}${"]".repeat(MAX_JSON_DEPTH - 1)}`),
    });
    const res = await post("/api/functions/recalculateAchievements", body);
    expect(((await res.json()) as { error: { code: string } }).error.code).not.toBe("too-deeply-nested");
  });
});
