import { expect, test } from "@playwright/test";
import { expectShell } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";
import { waitForLink } from "../support/mailbox.ts";
import { uniqueUser } from "../support/users.ts";

// docs/decisions.md#2026-11-23-loopback-names-are-one-origin: with BASE_URL unset, http://127.0.0.1:PORT is
// the app as much as localhost is.
test("registers and signs in with the app opened at 127.0.0.1", async ({ page, baseURL }) => {
  const loopback = (baseURL ?? "").replace("//localhost:", "//127.0.0.1:");
  expect(loopback).toContain("//127.0.0.1:");
  const loginPage = new LoginPage(page);
  await page.goto(`${loopback}/login`);
  await expect(loginPage.heading()).toBeVisible();
  await loginPage.switchTo("register");
  const user = uniqueUser("lb");
  await loginPage.register(user);
  await expect(page).toHaveURL(`${loopback}/verify-email`);

  await page.request.get(await waitForLink(page.request, user.email, "verify-email"));
  await page.context().clearCookies();
  await page.goto(`${loopback}/login`);
  await loginPage.login(user.email, user.password);
  await expectShell(page);
  expect(new URL(page.url()).hostname).toBe("127.0.0.1");
  const me = await page.request.get(`${loopback}/api/me`);
  expect(await me.json()).toMatchObject({ email: user.email, emailVerified: true });
});
