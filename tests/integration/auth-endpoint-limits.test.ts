import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { ipRateLimits } from "#server/auth/rate-limits.ts";
import { register } from "./support/accounts.ts";
import { type TestClient, testAppPerSuite } from "./support/test-app.ts";
import { describeEachDb } from "./support/test-db.ts";

type OpenPath = keyof typeof ipRateLimits;

// docs/security.md#accounts-and-origins-each-promise-and-the-test-that-proves-it: every better-auth endpoint
// left open holds a limit per client address, as the app's own password checks do (the rest answer 404:
// authorization-matrix.test.ts).
describeEachDb("better-auth's open endpoints are limited per address (%s)", (kind) => {
  const t = testAppPerSuite(kind);

  const freshEmail = () => `nobody-${randomUUID()}@example.com`;

  // One cheap call per open endpoint; a new open endpoint fails to compile until it has one.
  const CALLS: Record<OpenPath, (client: TestClient) => Promise<Response>> = {
    "/sign-in/email": (c) => c.post("/api/auth/sign-in/email", { email: freshEmail(), password: "wrong-1" }),
    "/sign-in/anonymous": (c) => c.post("/api/auth/sign-in/anonymous"),
    "/request-password-reset": (c) =>
      c.post("/api/auth/request-password-reset", { email: freshEmail(), redirectTo: "/reset-password" }),
    // Signed in, so better-auth answers at once (a visitor's answer takes at least half a second).
    "/send-verification-email": (c) =>
      c.post("/api/auth/send-verification-email", { email: freshEmail(), callbackURL: "/" }),
    "/reset-password": (c) =>
      c.post("/api/auth/reset-password", { token: "not-a-token", newPassword: "whatever-1" }),
    "/verify-email": (c) => c.get("/api/auth/verify-email?token=not-a-token&callbackURL=/"),
    "/sign-in/magic-link": (c) => c.post("/api/auth/sign-in/magic-link", { email: freshEmail() }),
    "/magic-link/verify": (c) => c.get("/api/auth/magic-link/verify?token=not-a-token&callbackURL=/"),
    "/sign-out": (c) => c.post("/api/auth/sign-out", {}),
    // This app has no provider set up: each call is refused at once, and still counted.
    "/sign-in/social": (c) => c.post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/" }),
    "/link-social": (c) => c.post("/api/auth/link-social", { provider: "google", callbackURL: "/" }),
    "/callback/discord": (c) => c.get("/api/auth/callback/discord?code=x&state=y"),
    "/callback/google": (c) => c.get("/api/auth/callback/google?code=x&state=y"),
    "/callback/oidc": (c) => c.get("/api/auth/callback/oidc?code=x&state=y"),
    "/passkey/generate-register-options": (c) => c.get("/api/auth/passkey/generate-register-options"),
    "/passkey/verify-registration": (c) => c.post("/api/auth/passkey/verify-registration", { response: {} }),
    "/passkey/generate-authenticate-options": (c) => c.get("/api/auth/passkey/generate-authenticate-options"),
    "/passkey/verify-authentication": (c) =>
      c.post("/api/auth/passkey/verify-authentication", { response: {} }),
  };

  it.each(Object.keys(CALLS) as OpenPath[])(
    "%s answers 429 past its limit",
    async (path) => {
      const { max } = ipRateLimits[path];
      const client = t.client();
      if (path === "/send-verification-email") await register(client);
      // A guest may not sign in as a guest again: each try comes from a browser of its own, same address.
      const from = () => (path === "/sign-in/anonymous" ? t.client({ ip: client.ip }) : client);
      for (let attempt = 1; attempt <= max; attempt++) {
        expect((await CALLS[path](from())).status).not.toBe(429);
      }
      expect((await CALLS[path](from())).status).toBe(429);
    },
    60_000,
  );
});
