import { expect, test } from "@playwright/test";
import { currentMe, login, registerAndVerify } from "../support/fixtures.ts";

test("a friend who joins through the invite link raises the referrer's count", async ({ browser, page }) => {
  await registerAndVerify(page);
  const referrer = await currentMe(page);
  const inviteLink = page.getByRole("textbox", { name: "Your invite link" });
  await expect(inviteLink).toHaveValue(new RegExp(`/login\\?ref=${referrer.id}$`));
  await expect(page.getByTestId("referral-count")).toHaveText("Friends joined: 0");

  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  const friend = await registerAndVerify(friendPage, { ref: referrer.id });
  // The credit is made on the friend's first verified login (docs/product.md#referrals).
  await friendContext.clearCookies();
  await login(friendPage, friend);
  await friendContext.close();

  await expect
    .poll(async () => (await currentMe(page)) as unknown as { referralCount: number })
    .toMatchObject({ referralCount: 1 });
  await page.reload();
  await expect(page.getByTestId("referral-count")).toHaveText("Friends joined: 1");
});
