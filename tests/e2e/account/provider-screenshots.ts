// /login with every provider, a guest's choice before one, the nickname step, and Settings → Sign-in methods
// (docs/product.md#sign-in-through-a-provider) at 1280 and 390 px in both themes, against a server of its own
// whose providers are on loopback, listening at the given address: npm run build && node --import tsx
// tests/e2e/account/provider-screenshots.ts http://localhost:3177 (WEB_DIR names another build than dist/web)
import { resolve } from "node:path";
import { startProviderServer } from "../support/provider-server.ts";
import { baseURL, forEachLook, preparedPlayer, shot, withBrowser } from "../support/screenshots.ts";

const server = await startProviderServer({
  port: Number(new URL(baseURL).port),
  webDir: resolve(process.env.WEB_DIR ?? "dist/web"),
});

try {
  await withBrowser(async (browser) => {
    await forEachLook(browser, undefined, async (page, tag) => {
      await page.goto("/login");
      await page.getByRole("button", { name: "Continue with Discord" }).waitFor();
      await shot(page, `providers-login-${tag}`, { fullPage: true });
      await page.goto("/login?error=account_not_linked");
      await page.getByText("An account with this e-mail already exists.", { exact: false }).waitFor();
      await shot(page, `providers-login-refused-${tag}`, { fullPage: true });
      server.providers.google.signInAs({
        sub: `shot-${tag}-${Date.now()}`,
        email: `shot-${tag}-${Date.now()}@provider.test`,
        emailVerified: true,
        name: "Shot",
      });
      await page.getByRole("button", { name: "Continue with Google" }).click();
      await page.waitForURL((url) => url.pathname === "/welcome");
      await page.getByLabel("Nickname").fill("ab");
      await page.getByRole("button", { name: "Continue", exact: true }).click();
      await page.getByText("Nickname must be at least 3 characters long.").waitFor();
      await shot(page, `providers-welcome-${tag}`, { fullPage: true });
    });

    // A guest is asked before it leaves for a provider, and told why when the account had no room.
    await forEachLook(browser, undefined, async (page, tag) => {
      await page.goto("/login");
      await page.getByRole("button", { name: "Continue as guest" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.goto("/login");
      await page.getByText("You are playing as a guest. Create an account", { exact: false }).waitFor();
      await page.getByRole("button", { name: "Continue with Google" }).click();
      await page.getByRole("button", { name: "Keep my guest data" }).waitFor();
      await shot(page, `providers-guest-choice-${tag}`, { fullPage: true });
      await page.goto("/login?error=guest_does_not_fit");
      await page.getByText("This account has no room for the guest's data", { exact: false }).waitFor();
      await shot(page, `providers-guest-kept-${tag}`, { fullPage: true });
    });

    const { storageState } = await preparedPlayer(browser, "methods");
    await forEachLook(browser, storageState, async (page, tag) => {
      await page.goto("/settings");
      const panel = page.getByRole("region", { name: "Sign-in methods" });
      await panel.getByText("Discord").waitFor();
      await panel.scrollIntoViewIfNeeded();
      await shot(panel, `providers-settings-${tag}`);
    });
  });
} finally {
  await server.stop();
}
