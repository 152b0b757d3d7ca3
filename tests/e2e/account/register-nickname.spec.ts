import { expect, test } from "@playwright/test";
import { currentMe, registerAndVerify } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";
import { uniqueUser } from "../support/users.ts";

// Nicknames are stored lower-case (docs/product.md#account-inputs): the field says so while the player
// types a capital, so "NovaW4" showing as "novaw4" on the profile is no surprise.
test("the nickname field shows the lower-case form a nickname with capitals is saved as", async ({
  page,
}) => {
  const user = uniqueUser("N");
  const typed = `Nova${user.nickname.slice(1, 11).toUpperCase()}`;
  const login = new LoginPage(page);
  await login.goto();
  await login.switchTo("register");
  const nickname = page.getByLabel("Nickname");
  await nickname.fill(typed.toLowerCase());
  await expect(nickname).toHaveAccessibleDescription(/^3 to 15 letters and numbers\./);

  await nickname.fill(typed);
  await expect(nickname).toHaveAccessibleDescription(
    `Saved as "${typed.toLowerCase()}": nicknames are lower case. 3 to 15 letters and numbers. Other players see it on your profile.`,
  );

  await registerAndVerify(page, { user: { ...user, nickname: typed }, through: "ui" });
  expect((await currentMe(page)).nickname).toBe(typed.toLowerCase());
});
