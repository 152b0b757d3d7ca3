import { expect, type Page } from "@playwright/test";
import type { TestUser } from "./users.ts";

export class LoginPage {
  constructor(readonly page: Page) {}

  readonly email = () => this.page.getByLabel("Email", { exact: true });
  readonly password = () => this.page.getByLabel("Password", { exact: true });
  readonly heading = () => this.page.getByRole("heading", { level: 1 });

  // A visitor without a session first sees the server's form
  // (docs/decisions.md#2026-11-25-logins-sign-in-form-is-in-the-page-the-server-serves); the specs drive the
  // app's, which replaces it once the app has loaded (tests/e2e/account/server-login-form.spec.ts drives the
  // server's).
  async goto(query = "") {
    await this.page.goto(`/login${query}`);
    await expect(this.heading()).toBeVisible();
    await expect(this.page.locator("#server-login")).toHaveCount(0);
  }

  // An invite link (?ref=) already opens Create Account; otherwise the mode's link switches.
  async switchTo(mode: "register" | "forgot" | "login") {
    const title = { register: "Create Account", forgot: "Reset Password", login: "Login" }[mode];
    if ((await this.heading().textContent()) === title) return;
    const link = { register: "Create Account", forgot: "Forgot password?", login: "Back to Login" }[mode];
    await this.page.getByRole("button", { name: link, exact: true }).click();
    await expect(this.heading()).toHaveText(title);
  }

  async login(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole("button", { name: "Login", exact: true }).click();
  }

  async register(user: TestUser, confirm = user.password) {
    await this.email().fill(user.email);
    await this.page.getByLabel("Nickname").fill(user.nickname);
    await this.password().fill(user.password);
    await this.page.getByLabel("Confirm password").fill(confirm);
    await this.page.getByRole("button", { name: "Create Account", exact: true }).click();
  }

  async requestReset(email: string) {
    await this.email().fill(email);
    await this.page.getByRole("button", { name: "Send reset link" }).click();
  }

  /** Signs in as a guest and waits until the app has let the guest in. */
  async continueAsGuest() {
    await this.page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(this.page.getByRole("navigation", { name: "Main" })).toBeVisible();
  }

  alert() {
    return this.page.getByRole("alert");
  }
}
