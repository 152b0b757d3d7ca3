import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { currentMe, expectShell } from "../support/fixtures.ts";
import { waitForLink } from "../support/mailbox.ts";
import { type TestUser, uniqueUser } from "../support/users.ts";

// docs/decisions.md#2026-11-25-logins-sign-in-form-is-in-the-page-the-server-serves: a visitor without a
// session gets /login's form from the server itself, so a phone can sign in before the app's script has
// arrived, or without any script; the app takes the form over when it loads.

// A verified player made through the API (the page under test may run no script to register with).
async function verifiedPlayer(request: APIRequestContext, baseURL: string): Promise<TestUser> {
  const user = uniqueUser("srv");
  const registered = await request.post("/api/account/register", {
    headers: { origin: baseURL },
    data: { ...user, confirmPassword: user.password },
  });
  expect(registered.status()).toBe(201);
  const verified = await request.get(await waitForLink(request, user.email, "verify-email"), {
    maxRedirects: 0,
  });
  expect(verified.status()).toBe(302);
  return user;
}

// From a request context of its own: the page's would keep the new player's session cookie.
async function newPlayer(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
) {
  const api = await playwright.request.newContext({ baseURL });
  const user = await verifiedPlayer(api, baseURL ?? "");
  await api.dispose();
  return user;
}

const serverForm = (page: Page) => page.locator("#server-login form");

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("signs in through the server's form, and a wrong password gets the spec's message", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const user = await newPlayer(playwright, baseURL);

    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
    // What needs a script is not offered: a passkey, a guest, the language picker, showing the password.
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Continue as guest" })).toBeHidden();
    await expect(page.getByLabel("Show password")).toBeHidden();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/login?mode=forgot",
    );
    await expect(page.getByRole("link", { name: "Create Account" })).toHaveAttribute(
      "href",
      "/login?mode=register",
    );

    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?failed=invalidCredentials$/);
    await expect(page.getByRole("alert")).toHaveText(messages.invalidCredentials);

    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    expect((await currentMe(page)).nickname).toBe(user.nickname);
  });
});

test("what was typed before the app's script arrived stays, with the focus, when the app takes over", async ({
  page,
  playwright,
  baseURL,
}) => {
  const user = await newPlayer(playwright, baseURL);
  // The app's script held back, as on a phone network: the server's form is all there is meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/app-*.js", async (route) => {
    await held;
    await route.continue();
  });

  await page.goto("/login", { waitUntil: "commit" });
  await expect(serverForm(page)).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  const password = page.getByLabel("Password", { exact: true });
  await password.click();
  await page.keyboard.type(user.password.slice(0, 5));

  release();
  await expect(serverForm(page)).toHaveCount(0);
  // The app's own form, with what was typed and the focus where it was.
  await expect(page.locator("#root form")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
  await expect(password).toHaveValue(user.password.slice(0, 5));
  await expect(page.locator('#root input[name="password"]')).toBeFocused();
  await page.keyboard.type(user.password.slice(5));
  await expect(password).toHaveValue(user.password);
  // The app's form signs in as the app does (no page load).
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expectShell(page);
  expect((await currentMe(page)).nickname).toBe(user.nickname);
});

test("Create Account typed before the app's script arrived keeps its values, its mode, the focus and the caret", async ({
  page,
}) => {
  const user = uniqueUser("srv");
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/app-*.js", async (route) => {
    await held;
    // The first page's request ended with its page when the player tapped Create Account.
    await route.continue().catch(() => undefined);
  });

  // A phone's first visit: Create Account tapped on the server's form, and typing at once.
  await page.goto("/login", { waitUntil: "commit" });
  await expect(serverForm(page)).toBeVisible();
  await page.getByRole("link", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/login\?mode=register$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Create Account");
  await expect(serverForm(page)).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
  // The nickname last, with the caret moved back two letters to mend a typo.
  const nickname = page.getByLabel("Nickname");
  await nickname.click();
  await page.keyboard.type(user.nickname);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  // Only the app registers: until it is there, the server's button does nothing.
  await expect(page.getByRole("button", { name: "Create Account", exact: true })).toBeDisabled();

  release();
  await expect(page.locator("#server-login")).toHaveCount(0);
  await expect(page.locator("#root form")).toBeVisible();
  await expect(heading).toHaveText("Create Account");
  await expect(page).toHaveURL(/\/login\?mode=register$/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(user.password);
  await expect(page.getByLabel("Confirm password")).toHaveValue(user.password);
  await expect(nickname).toHaveValue(user.nickname);
  await expect(page.locator('#root input[name="nickname"]')).toBeFocused();
  // The caret is where the player left it: the next letter lands two from the end.
  await page.keyboard.type("x");
  await expect(nickname).toHaveValue(`${user.nickname.slice(0, -2)}x${user.nickname.slice(-2)}`);
  await page.keyboard.press("Backspace");
  await expect(nickname).toHaveValue(user.nickname);

  // The app's form registers what was typed before it arrived.
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(user.email)).toBeVisible();
});
