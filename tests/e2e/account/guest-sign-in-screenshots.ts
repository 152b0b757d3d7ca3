// Screenshots of the guest's sign-in warning and the verified-address notice at /login, desktop and phone,
// dark and light:   node_modules/.bin/tsx tests/e2e/account/guest-sign-in-screenshots.ts [baseURL]
// Files land in SCREENS_DIR or screenshots/ (git-ignored).
import { messages } from "#core/messages.ts";
import { createHunter } from "../../factories/hunter.ts";
import { forEachLook, headers, shot, signUp, withBrowser } from "../support/screenshots.ts";

await withBrowser(async (browser) => {
  await forEachLook(browser, undefined, async (page, tag) => {
    const context = page.context();
    // An account whose five slots are full, so the guest's data does not fit in it.
    const full = await signUp(context.request, "gs");
    for (let slotIndex = 0; slotIndex < 5; slotIndex++) {
      await context.request.post("/api/hunters", { data: { slotIndex, hunter: createHunter() }, headers });
    }
    await context.clearCookies();
    await page.goto("/login?verified=1");
    await page.getByText(messages.emailVerifiedSignIn).waitFor();
    await shot(page, `${tag}-login-verified`);

    await page.getByRole("button", { name: "Continue as guest" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.request.post("/api/hunters", { data: { slotIndex: 0, hunter: createHunter() }, headers });
    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill(full.email);
    await page.getByLabel("Password", { exact: true }).fill(full.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByRole("dialog").waitFor();
    await shot(page, `${tag}-guest-warning`);
    await page.getByRole("button", { name: messages.mergeGuest }).click();
    await page.getByText(/no room for the guest's data/).waitFor();
    await shot(page, `${tag}-guest-does-not-fit`);
  });
});
