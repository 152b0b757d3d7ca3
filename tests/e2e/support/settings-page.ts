import { expect, type Page } from "@playwright/test";

export class SettingsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/settings");
    await expect(this.page.getByRole("button", { name: /Change Photo/ })).toBeVisible();
  }

  async toggle(panel: "Change Photo" | "Change Password" | "Submit a Bug" | "Submit a Feature Request") {
    await this.page.getByRole("button", { name: new RegExp(`^${panel}`) }).click();
  }

  // Picks the n-th free (non-VIP) avatar and the n-th colour, then saves.
  async changeAvatar(index = 1) {
    await this.toggle("Change Photo");
    const freeAvatars = this.page
      .getByRole("list", { name: "Avatars" })
      .getByRole("button", { name: /^[^(]+$/ });
    await freeAvatars.nth(index).click();
    await this.page.getByRole("group", { name: "Background colour" }).getByRole("button").nth(index).click();
    await this.page.getByRole("button", { name: "Save Changes" }).click();
  }

  async changePassword(current: string, next: string) {
    await this.toggle("Change Password");
    await this.page.getByLabel("Current password").fill(current);
    await this.page.getByLabel("New password").fill(next);
    await this.page.getByRole("button", { name: "Update Password" }).click();
  }

  async logOut() {
    await this.page.getByRole("button", { name: "Log Out" }).click();
  }
}
