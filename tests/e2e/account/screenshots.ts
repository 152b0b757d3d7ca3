// Takes the account screens' screenshots for review, desktop and phone:
//   node_modules/.bin/tsx tests/e2e/account/screenshots.ts [baseURL] [desktop|phone]   (a running server)
// Files land in screenshots/ (git-ignored).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseURL, out, verificationLink, viewports, withBrowser } from "../support/screenshots.ts";
import { uniqueUser } from "../support/users.ts";

// Full-page captures only on the phone: on desktop they would misplace the sticky sidebar.
async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: fullPage && name.startsWith("phone") });
  console.log(`screenshots/${name}.png`);
}

async function run(browser: Browser, kind: keyof typeof viewports) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport: viewports[kind] });
  const page = await context.newPage();
  await page.goto("/login");
  await shot(page, `${kind}-login`);
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await shot(page, `${kind}-register`, true);
  await page.getByRole("button", { name: "Back to Login", exact: true }).click();
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await shot(page, `${kind}-forgot`);
  await page.getByRole("button", { name: "Back to Login", exact: true }).click();
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await shot(page, `${kind}-login-error`);

  const user = uniqueUser(kind === "phone" ? "p" : "d");
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Nickname").fill(user.nickname);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await page.waitForURL(/verify-email/);
  await shot(page, `${kind}-verify-email`);

  await page.goto(await verificationLink(context.request, user.email));
  await page.waitForURL((url) => url.pathname === "/" || url.pathname === "/login");
  if (page.url().endsWith("/login")) {
    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
  }
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("main").waitFor();
  await shot(page, `${kind}-home`);
  if (kind === "phone") {
    await page.getByRole("button", { name: "Menu" }).click();
    await shot(page, "phone-menu", true);
    await page.getByRole("button", { name: "Menu" }).click();
  }
  await page.goto("/settings");
  await shot(page, `${kind}-settings`, true);
  await page.getByRole("button", { name: /^Change Photo/ }).click();
  await page.getByRole("list", { name: "Avatars" }).waitFor();
  await shot(page, `${kind}-settings-photo`, true);
  await page.getByRole("button", { name: /^Submit a Bug/ }).click();
  await page.getByRole("button", { name: "Send" }).scrollIntoViewIfNeeded();
  await shot(page, `${kind}-settings-bug`, true);
  await page.getByRole("button", { name: "Tutorial" }).click();
  await page.getByRole("dialog").waitFor();
  await shot(page, `${kind}-settings-tutorial`);
  await page.keyboard.press("Escape");
  await page.goto("/upgrade");
  await shot(page, `${kind}-upgrade`, true);
  await page.getByRole("button", { name: "Get Lifetime" }).click();
  await page.getByRole("dialog").waitFor();
  await shot(page, `${kind}-upgrade-dialog`);
  await context.close();
}

await withBrowser(async (browser) => {
  const only = process.argv[3] as keyof typeof viewports | undefined;
  for (const kind of Object.keys(viewports) as (keyof typeof viewports)[]) {
    if (!only || only === kind) await run(browser, kind);
  }
});
