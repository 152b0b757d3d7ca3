import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { createHunter } from "../../factories/hunter.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { currentMe, expectShell } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";
import { waitForLink } from "../support/mailbox.ts";
import { uniqueUser } from "../support/users.ts";

// An existing, verified account made through the API in its own request context.
async function existingAccount(request: APIRequestContext, baseURL: string, hunters = 0) {
  const user = uniqueUser("m");
  const headers = { origin: baseURL };
  const registered = await request.post("/api/account/register", {
    data: { ...user, confirmPassword: user.password },
    headers,
  });
  expect(registered.status()).toBe(201);
  await request.get(await waitForLink(request, user.email, "verify-email"));
  for (let slotIndex = 0; slotIndex < hunters; slotIndex++) {
    const res = await request.post("/api/hunters", {
      data: { slotIndex, hunter: createHunter({ hunterName: `Owned ${slotIndex}` }) },
      headers,
    });
    expect(res.status()).toBe(201);
  }
  return user;
}

async function guestWithHunter(page: Page, baseURL: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.continueAsGuest();
  const res = await page.request.post("/api/hunters", {
    data: { slotIndex: 0, hunter: createHunter({ hunterName: "Guest Keeper" }) },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(201);
  await login.goto();
  return { login, guest: await currentMe(page) };
}

const dialog = (page: Page) => page.getByRole("dialog", { name: messages.guestSignInWarningTitle });

test("a guest signing in to an account is warned, may stay the guest, or merge into the account", async ({
  page,
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const request = await playwright.request.newContext({ baseURL: origin });
  const account = await existingAccount(request, origin, 1);
  const { login, guest } = await guestWithHunter(page, origin);

  await login.login(account.email, account.password);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByText(messages.guestSignInWarning)).toBeVisible();
  await expectNoSeriousViolations(page, "guest sign-in warning");
  await dialog(page).getByRole("button", { name: messages.keepGuest }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await currentMe(page)).toMatchObject({ id: guest.id, isAnonymous: true });

  await login.login(account.email, account.password);
  await dialog(page).getByRole("button", { name: messages.mergeGuest }).click();
  await expect(page.getByText(messages.guestMerged)).toBeVisible();
  await expectShell(page);
  const me = await currentMe(page);
  expect(me).toMatchObject({ email: account.email, isAnonymous: false });
  const hunters = (await (await page.request.get("/api/hunters")).json()) as { hunterName: string }[];
  expect(hunters.map((h) => h.hunterName).sort()).toEqual(["Guest Keeper", "Owned 0"]);
  await request.dispose();
});

test("a merge that does not fit says so and keeps the guest", async ({ page, playwright, baseURL }) => {
  const origin = baseURL ?? "";
  const request = await playwright.request.newContext({ baseURL: origin });
  const account = await existingAccount(request, origin, 5);
  const { login, guest } = await guestWithHunter(page, origin);

  await login.login(account.email, account.password);
  await dialog(page).getByRole("button", { name: messages.mergeGuest }).click();
  await expect(dialog(page).getByText(messages.guestDoesNotFit(["1 hunter, 0 free slots"]))).toBeVisible();
  await dialog(page).getByRole("button", { name: messages.keepGuest }).click();
  expect(await currentMe(page)).toMatchObject({ id: guest.id, isAnonymous: true });
  await request.dispose();
});
