// Takes the account screens' screenshots for review (issue 4 "Done when"), desktop and phone:
//   node_modules/.bin/tsx tests/e2e/support/screenshots.ts [baseURL] [desktop|phone]   (a running server)
// Files land in screenshots/ (git-ignored).
import { mkdirSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page, request } from "playwright-core";
import { uniqueUser } from "./users.ts";

const baseURL = process.argv[2] ?? "http://localhost:3100";
const out = new URL("../../../screenshots/", import.meta.url).pathname;
const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

// Full-page captures only on the phone: on desktop they would misplace the sticky sidebar.
async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: fullPage && name.startsWith("phone") });
  console.log(`screenshots/${name}.png`);
}

async function verificationLink(email: string): Promise<string> {
  const api = await request.newContext({ baseURL });
  for (let i = 0; i < 50; i++) {
    const mails = (await (await api.get("/api/dev/mailbox")).json()) as { to: string; text: string }[];
    const link = mails.find((m) => m.to === email)?.text.match(/https?:\/\/\S*verify-email\S*/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no verification mail for ${email}`);
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

  await page.goto(await verificationLink(user.email));
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

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const only = process.argv[3] as keyof typeof viewports | undefined;
  for (const kind of Object.keys(viewports) as (keyof typeof viewports)[]) {
    if (!only || only === kind) await run(browser, kind);
  }
} finally {
  await browser.close();
}
