import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { expectShell, registerAndVerify } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";
import { uniqueUser } from "../support/users.ts";

test("login refuses a missing e-mail, a wrong password and an unknown e-mail with the same text", async ({
  page,
}) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(loginPage.alert()).toHaveText(messages.emailRequired);

  await loginPage.login("nobody-here@example.test", "whatever-1");
  await expect(loginPage.alert()).toHaveText(messages.invalidCredentials);
});

test("a wrong password reads like an unknown e-mail", async ({ browser, page }) => {
  const user = await registerAndVerify(page);
  const other = await browser.newPage();
  const loginPage = new LoginPage(other);
  await loginPage.goto();
  await loginPage.login(user.email, "not-the-password");
  await expect(loginPage.alert()).toHaveText(messages.invalidCredentials);
  await other.close();
});

test("register shows the spec's validation messages and mode switches clear the form", async ({ page }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.switchTo("register");
  const user = uniqueUser();
  await loginPage.register({ ...user, nickname: "ab" }, "different-1");
  await expect(page.getByText(messages.nicknameTooShort)).toBeVisible();
  await expect(page.getByText(messages.passwordsDoNotMatch)).toBeVisible();

  await page.getByLabel("Nickname").fill("bad name!");
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(page.getByText(messages.nicknameCharacters)).toBeVisible();

  await loginPage.switchTo("login");
  await expect(loginPage.email()).toHaveValue("");
  await loginPage.switchTo("register");
  await expect(page.getByLabel("Nickname")).toHaveValue("");
  await expect(page.getByText(messages.nicknameCharacters)).toBeHidden();
});

test("a taken nickname is refused by the server", async ({ browser, page }) => {
  const user = await registerAndVerify(page);
  const other = await browser.newPage();
  const loginPage = new LoginPage(other);
  await loginPage.goto();
  await loginPage.switchTo("register");
  await loginPage.register({ ...uniqueUser(), nickname: user.nickname.toUpperCase() });
  await expect(loginPage.alert()).toHaveText(messages.nicknameTaken);
  await other.close();
  await expectShell(page);
});
