import { afterAll, beforeAll, expect } from "vitest";
import type { SignInMethods } from "#core/schemas/sign-in-methods.ts";
import { type LoopbackProvider, type ProviderPerson, startLoopbackProviders } from "./oidc-provider.ts";
import { createTestApp, TEST_BASE_URL, type TestApp, type TestClient } from "./test-app.ts";
import type { DbKind } from "./test-db.ts";

/** Where a loopback provider sends the browser back to: the test app's callback for provider `id`. */
export const providerCallback = (id: string) => `${TEST_BASE_URL}/api/auth/callback/${id}`;

type ProviderSuite = { t: TestApp } & Record<"google" | "discord" | "oidc", LoopbackProvider>;

/**
 * The suite's loopback Discord, Google and OpenID providers and an app whose settings name them: made before
 * its first test, ended after its last. The returned object is filled in `beforeAll`.
 */
export function providersPerSuite(kind: DbKind): ProviderSuite {
  const suite = {} as ProviderSuite;
  let providers: Awaited<ReturnType<typeof startLoopbackProviders>> | undefined;
  beforeAll(async () => {
    providers = await startLoopbackProviders(providerCallback);
    Object.assign(suite, {
      google: providers.google,
      discord: providers.discord,
      oidc: providers.oidc,
      t: await createTestApp(kind, { env: providers.env }),
    });
  });
  afterAll(async () => {
    await suite.t?.destroy();
    await providers?.close();
  });
  return suite;
}

/** Settings → Sign-in methods as the player's client reads it. */
export async function methodsOf(client: TestClient): Promise<SignInMethods> {
  const res = await client.get("/api/sign-in/methods");
  expect(res.status).toBe(200);
  return (await res.json()) as SignInMethods;
}

let seq = 0;
/** Someone a provider knows and the app has never seen: a new subject and address, verified unless told. */
export function newPerson(overrides: Partial<ProviderPerson> = {}): ProviderPerson {
  seq += 1;
  const sub = `person-${seq}-${Math.random().toString(36).slice(2, 8)}`;
  return { sub, email: `${sub}@provider.example`, emailVerified: true, name: `Person ${seq}`, ...overrides };
}

/** Follows the provider's redirects (with its own cookies, as a browser would) until it sends back to the app. */
export async function throughProvider(url: string): Promise<string> {
  const jar = new Map<string, string>();
  let next = url;
  for (let hop = 0; hop < 20; hop++) {
    if (next.startsWith(TEST_BASE_URL)) return next;
    const res = await fetch(next, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get("location");
    if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
    next = new URL(location, next).href;
  }
  throw new Error("the provider never sent the browser back");
}

export const FLOW = { callbackURL: "/", newUserCallbackURL: "/welcome", errorCallbackURL: "/login" };

/** "Continue with <provider>" in a browser: where the app sends the browser once the provider answered. */
export async function continueWith(
  client: TestClient,
  provider: string,
  path = "/api/auth/sign-in/social",
  extra: Record<string, unknown> = {},
) {
  const start = await client.post(path, {
    provider,
    ...FLOW,
    callbackURL: path.includes("link") ? "/settings" : "/",
    ...extra,
  });
  expect(start.status, await start.clone().text()).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const back = await throughProvider(url);
  const landing = await client.get(back);
  expect(landing.status).toBe(302);
  return landing.headers.get("location") ?? "";
}
