// Screenshots of the guest's sign-in warning and the verified-address notice at /login, desktop and phone,
// dark and light:   node_modules/.bin/tsx tests/e2e/account/guest-sign-in-screenshots.ts [baseURL]
// Files land in screenshots/ (git-ignored).
import type { Browser, Page } from "playwright-core";
import { messages } from "#core/messages.ts";
import { createHunter } from "../../factories/hunter.ts";
import { baseURL, headers, out, signUp, viewports, withBrowser } from "../support/screenshots.ts";

async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}${name}.png` });
  console.log(`screenshots/${name}.png`);
}

async function run(browser: Browser, kind: keyof typeof viewports, theme: "dark" | "light") {
  const context = await browser.newContext({ baseURL, viewport: viewports[kind] });
  await context.addInitScript((value) => localStorage.setItem("hl.theme", value), theme);
  const full = await signUp(context.request, "gs");
  for (let slotIndex = 0; slotIndex < 5; slotIndex++) {
    await context.request.post("/api/hunters", { data: { slotIndex, hunter: createHunter() }, headers });
  }
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto("/login?verified=1");
  await page.getByText(messages.emailVerifiedSignIn).waitFor();
  await shot(page, `${kind}-${theme}-login-verified`);

  await page.getByRole("button", { name: "Continue as guest" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await context.request.post("/api/hunters", { data: { slotIndex: 0, hunter: createHunter() }, headers });
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(full.email);
  await page.getByLabel("Password", { exact: true }).fill(full.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.getByRole("dialog").waitFor();
  await shot(page, `${kind}-${theme}-guest-warning`);
  await page.getByRole("button", { name: messages.mergeGuest }).click();
  await page.getByText(/no room for the guest's data/).waitFor();
  await shot(page, `${kind}-${theme}-guest-does-not-fit`);
  await context.close();
}

await withBrowser(async (browser) => {
  for (const kind of Object.keys(viewports) as (keyof typeof viewports)[]) {
    for (const theme of ["dark", "light"] as const) await run(browser, kind, theme);
  }
});
