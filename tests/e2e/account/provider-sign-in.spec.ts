import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { createHunter } from "../../factories/hunter.ts";
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

// /login's line for a guest: once it shows, the page knows who is signed in and stops re-rendering.
const GUEST_NOTICE = "You are playing as a guest. Create an account";

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
  expect(me).toMatchObject({ referredBy: referrerId });
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

/** Signs out as the player does (Settings → Log Out), which also forgets what the device kept of the account. */
const logOut = async () => {
  await page.goto("/settings");
  await page.getByRole("button", { name: "Log Out" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
};

test("an account made through a provider is offered a password in Profile as in Sign-in methods, then may change it", async () => {
  server.providers.google.signInAs(person());
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await page.waitForURL((url) => url.pathname === "/welcome");
  await page.getByLabel("Nickname").fill(uniqueUser("p").nickname);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { level: 1, name: "Hunter Roster" })).toBeVisible();

  await page.goto("/settings");
  const methods = page.getByRole("region", { name: "Sign-in methods" });
  await expect(methods.getByText("No password yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: /Change Password/ })).toHaveCount(0);
  const add = page.getByRole("button", { name: /^Add a password/ });
  await expect(add).toContainText("No password yet.");
  await add.click();
  const form = page.locator("#settings-password");
  await expect(form.getByLabel("Current password")).toHaveCount(0);
  await form.getByLabel("Password", { exact: true }).fill("second-way-in");
  await form.getByLabel("Confirm password").fill("second-way-in");
  await form.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Password added.")).toBeVisible();

  // Both say the same now: a password exists, and Profile changes it.
  await expect(methods.getByText("You can sign in with your e-mail and password.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Add a password/ })).toHaveCount(0);
  // The open row turns into the password change, under the same button.
  await expect(page.getByRole("button", { name: /Change Password/ })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(page.locator("#settings-password").getByLabel("Current password")).toBeVisible();

  // Log Out ends this lodge's session only: the player is back on its login, not on the provider's page.
  await logOut();
  expect(new URL(page.url()).origin).toBe(new URL(server.url).origin);
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
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
  // The browser's own passkey requests are watched on every page: which kind the page makes, in order. With
  // "hold" set, the autofill's request waits as it does until the player picks from the list (the virtual
  // authenticator would answer it at once).
  await page.addInitScript(() => {
    const asked: string[] = [];
    Object.assign(window, { passkeyRequests: asked });
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options) => {
      asked.push(options?.mediation ?? "modal");
      if (options?.mediation === "conditional" && localStorage.getItem("hold-autofill")) {
        return new Promise((_, reject) => {
          options.signal?.addEventListener("abort", () => reject(options.signal?.reason));
        });
      }
      return get(options);
    };
  });
  const requests = () =>
    page.evaluate(() => (window as unknown as { passkeyRequests: string[] }).passkeyRequests);

  const user = await registerAndVerify(page);
  await page.goto("/settings");
  const methods = page.getByRole("region", { name: "Sign-in methods" });
  await expect(methods.getByText("No passkey yet.", { exact: false })).toBeVisible();
  await methods.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();
  await expect(methods.getByRole("button", { name: /^Remove Passkey/ })).toBeVisible();

  // Picked from the e-mail field's autofill list: the page asks with conditional mediation and signs in.
  // The login screen Log Out leads to asks too; held there, or it would sign the player in before this load.
  await page.evaluate(() => localStorage.setItem("hold-autofill", "1"));
  await logOut();
  await expect.poll(requests).toEqual(["conditional"]);
  await page.evaluate(() => localStorage.removeItem("hold-autofill"));
  await page.goto("/login");
  await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "username webauthn");
  await page.waitForURL((url) => url.pathname === "/");
  expect(await requests()).toEqual(["conditional"]);
  expect((await currentMe(page)).nickname).toBe(user.nickname.toLowerCase());

  // The button still works while the autofill waits: its request replaces the waiting one.
  await page.evaluate(() => localStorage.setItem("hold-autofill", "1"));
  await logOut();
  await page.goto("/login");
  await expect.poll(requests).toEqual(["conditional"]);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  expect(await requests()).toEqual(["conditional", "modal"]);
  expect((await currentMe(page)).nickname).toBe(user.nickname.toLowerCase());

  await page.goto("/settings");
  await methods.getByRole("button", { name: /^Remove Passkey/ }).click();
  await expect(methods.getByText("No passkey yet.", { exact: false })).toBeVisible();
});

test("a guest continuing with Google chooses first: an account without room leaves it the guest and says why; leaving the data behind signs in", async () => {
  const owner = await registerAndVerify(page);
  const ownerId = (await currentMe(page)).id;
  const them = person(`linked-${Date.now().toString(36)}@provider.test`);
  await page.goto("/settings");
  server.providers.google.signInAs(them);
  await page
    .getByRole("region", { name: "Sign-in methods" })
    .getByRole("button", { name: "Add Google" })
    .click();
  // The page is on /settings before the provider's round trip too: the link is done once Settings lists it.
  await expect(
    page.getByRole("region", { name: "Sign-in methods" }).getByRole("button", { name: "Remove Google" }),
  ).toBeVisible();
  const origin = { Origin: server.url };
  for (let slotIndex = 0; slotIndex < 5; slotIndex++) {
    const saved = await page.request.post("/api/hunters", {
      data: { slotIndex, hunter: createHunter({ hunterName: `Owned ${slotIndex}` }) },
      headers: origin,
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  // Off the app first: the page left open would navigate on its own once its session is gone.
  await page.goto("about:blank");
  await context.clearCookies();

  await page.goto("/login");
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  const guestId = (await currentMe(page)).id;
  const kept = await page.request.post("/api/hunters", {
    data: { slotIndex: 0, hunter: createHunter({ hunterName: "Keeper" }) },
    headers: origin,
  });
  expect(kept.ok(), await kept.text()).toBe(true);

  await page.goto("/login");
  await expect(page.getByText(GUEST_NOTICE, { exact: false })).toBeVisible();
  server.providers.google.signInAs(them);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const choice = page.getByRole("dialog", { name: "You are playing as a guest" });
  await expect(
    choice.getByText("Signing in with Google leaves this guest behind.", { exact: false }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, "guest choice before a provider");
  await choice.getByRole("button", { name: "Keep my guest data" }).click();
  await page.waitForURL(
    (url) => url.pathname === "/login" && url.searchParams.get("error") === "guest_does_not_fit",
  );
  await expect(
    page.getByText("This account has no room for the guest's data", { exact: false }),
  ).toBeVisible();
  expect(await currentMe(page)).toMatchObject({ id: guestId, isAnonymous: true });

  server.providers.google.signInAs(them);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await choice.getByRole("button", { name: "Leave it behind" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  expect(await currentMe(page)).toMatchObject({ id: ownerId, nickname: owner.nickname.toLowerCase() });
});
