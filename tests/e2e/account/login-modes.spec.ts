import { expect, test } from "@playwright/test";
import { LoginPage } from "../support/login-page.ts";

// docs/decisions.md#2026-11-23-a-session-that-ends-elsewhere-ends-in-every-tab-titles-modes-and-focus: the
// login screen's mode is in the URL, so Back and reload keep it, an invite link opens Create Account, and
// switching moves focus to the new form's first field.
test("the login mode lives in the URL", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expect(page).toHaveTitle("Login - Hunter Lodge");
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(login.heading()).toHaveText("Create Account");
  await expect(page).toHaveURL(/\/login\?mode=register$/);
  await expect(page).toHaveTitle("Create Account - Hunter Lodge");
  await expect(page.getByRole("textbox").first()).toBeFocused();

  await page.reload();
  await expect(login.heading()).toHaveText("Create Account");
  await page.goBack();
  await expect(login.heading()).toHaveText("Login");
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole("button", { name: "Forgot password?", exact: true }).click();
  await expect(page).toHaveURL(/mode=forgot/);
  await expect(login.email()).toBeFocused();

  await page.goto("/login?ref=someone");
  await expect(login.heading()).toHaveText("Create Account");
});

// docs/decisions.md#2026-11-23-get-apime-tells-a-visitor-null: a visitor's /login is clean: no console error,
// no failed request (GET /api/me tells a visitor null instead of a 401 that Chromium logs as a failed
// resource).
test("/login loads with no console error and no failed request", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.heading()).toHaveText("Login");
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});
