import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { currentMe, registerAndVerify } from "../support/fixtures.ts";
import { startProviderServer } from "../support/provider-server.ts";
import { uniqueUser } from "../support/users.ts";

// "Continue with <provider>" and passkeys, as a player clicks them, against a server of its own whose
// Discord, Google and OpenID issuer are real OpenID Connect providers on loopback (docs/security.md).
let server: Awaited<ReturnType<typeof startProviderServer>>;
let context: BrowserContext;
let page: Page;

test.beforeAll(async () => {
  server = await startProviderServer();
});
test.afterAll(async () => {
  await server?.stop();
});
test.beforeEach(async ({ browser }) => {
  context = await browser.newContext({ baseURL: server.url });
  page = await context.newPage();
});
test.afterEach(async () => {
  await context.close();
});

let seq = 0;
const person = (email?: string) => {
  seq += 1;
  const sub = `e2e-${Date.now().toString(36)}-${seq}`;
  return { sub, email: email ?? `${sub}@provider.test`, emailVerified: true, name: `Player ${seq}` };
};

test("a first sign-in through Google asks for a nickname, honours the invite's referral and opens the app", async () => {
  const referrer = await registerAndVerify(page);
  const referrerId = (await currentMe(page)).id;
  await context.clearCookies();

  server.providers.google.signInAs(person());
  await page.goto(`/login?ref=${referrerId}`);
  await expect(page.getByRole("button", { name: "Continue with Discord" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Guild Login" })).toBeVisible();
  await expectNoSeriousViolations(page, "login with providers");
  await page.getByRole("button", { name: "Continue with Google" }).click();

  await page.waitForURL((url) => url.pathname === "/welcome");
  await expect(page.getByRole("heading", { name: "Choose your nickname" })).toBeVisible();
  await page.getByLabel("Nickname").fill("ab");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("Nickname must be at least 3 characters long.")).toBeVisible();
  await page.getByLabel("Nickname").fill(referrer.nickname);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("This nickname is already taken.")).toBeVisible();

  const nickname = uniqueUser("g").nickname;
  await page.getByLabel("Nickname").fill(nickname);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  const me = await currentMe(page);
  expect(me.nickname).toBe(nickname.toLowerCase());
  expect(await (await page.request.get("/api/me")).json()).toMatchObject({ referredBy: referrerId });
});

test("Discord's sign-in of an e-mail that has an account says to sign in first and add Discord in Settings", async () => {
  const owner = await registerAndVerify(page);
  await context.clearCookies();
  const them = person(owner.email);
  server.providers.discord.signInAs(them);
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Discord" }).click();
  await page.waitForURL(
    (url) => url.pathname === "/login" && url.searchParams.get("error") === "account_not_linked",
  );
  await expect(page.getByText("An account with this e-mail already exists.", { exact: false })).toBeVisible();

  // Proof of ownership: signed in, the player adds Discord from Settings → Sign-in methods.
  await page.getByLabel("Email", { exact: true }).fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/settings");
  const methods = page.getByRole("region", { name: "Sign-in methods" });
  server.providers.discord.signInAs(them);
  await methods.getByRole("button", { name: "Add Discord" }).click();
  await page.waitForURL((url) => url.pathname === "/settings");
  await expect(methods.getByRole("button", { name: "Remove Discord" })).toBeVisible();
});

test("a passkey is added in Settings, signs the player in on /login, and is removed", async () => {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const user = await registerAndVerify(page);
  await page.goto("/settings");
  const methods = page.getByRole("region", { name: "Sign-in methods" });
  await expect(methods.getByText("No passkey yet.", { exact: false })).toBeVisible();
  await methods.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();
  await expect(methods.getByRole("button", { name: /^Remove Passkey/ })).toBeVisible();

  await context.clearCookies();
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  expect((await currentMe(page)).nickname).toBe(user.nickname.toLowerCase());

  await page.goto("/settings");
  await methods.getByRole("button", { name: /^Remove Passkey/ }).click();
  await expect(methods.getByText("No passkey yet.", { exact: false })).toBeVisible();
});
