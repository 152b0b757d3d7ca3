// What the screenshot scripts (tests/e2e/**/*screenshots.ts) share. Each runs against a server already
// started (e.g. tests/e2e/serve.mjs), named by its first argument; files land in SCREENS_DIR, else in
// screenshots/ (git-ignored).
import { mkdirSync } from "node:fs";
import type {
  APIRequestContext,
  APIResponse,
  Browser,
  BrowserContextOptions,
  Locator,
  Page,
} from "playwright-core";
import type { HunterInput, HunterRecord } from "#core/schemas/hunter.ts";
import { createHunter, type DeepPartial } from "../../factories/hunter.ts";
import { launchChromium } from "./chromium.ts";
import { makeAdmin } from "./staff.ts";
import { uniqueUser } from "./users.ts";

export const baseURL = process.argv[2] ?? "http://localhost:3100";
export const out = (
  process.env.SCREENS_DIR ?? new URL("../../../screenshots/", import.meta.url).pathname
).replace(/\/?$/, "/");
export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
// The server refuses state-changing requests from another origin.
export const headers = { Origin: baseURL };

// The link of the verification e-mail sent to this address, read from the dev mailbox.
export async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = (await (await request.get("/api/dev/mailbox")).json()) as { to: string; text: string }[];
    const link = mails.find((m) => m.to === email)?.text.match(/https?:\/\/\S*verify-email\S*/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no verification mail for ${email}`);
}

export async function verify(request: APIRequestContext, email: string) {
  await request.get(await verificationLink(request, email));
}

// A new player, registered and verified through the API; the prefix tells whose script made it.
export async function signUp(request: APIRequestContext, prefix: string) {
  const user = uniqueUser(prefix);
  const register = await request.post("/api/account/register", {
    data: { ...user, confirmPassword: user.password },
    headers,
  });
  if (register.status() !== 201) throw new Error(`register: ${register.status()} ${await register.text()}`);
  await verify(request, user.email);
  return user;
}

/** Throws with the server's answer unless a set-up request got `status`: a script captures no half-made state. */
export async function expectStatus(response: APIResponse, status: number, what: string) {
  if (response.status() !== status) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response;
}

/** A new player signed in through /login in a context of its own, for a script to capture as. */
export async function signedInContext(browser: Browser, prefix: string) {
  const setup = await browser.newContext({ baseURL });
  const user = await signUp(setup.request, prefix);
  const login = await setup.newPage();
  // The verification link may already have signed the player in: asked of the server, since /login shows
  // its form before the app, once loaded, leaves it for /.
  if ((await setup.request.get("/api/me")).status() === 200) await login.goto("/");
  else {
    await login.goto("/login");
    await login.getByLabel("Email", { exact: true }).fill(user.email);
    await login.getByLabel("Password", { exact: true }).fill(user.password);
    await login.getByRole("button", { name: "Login", exact: true }).click();
  }
  await login.waitForURL((url) => url.pathname === "/");
  return { setup, user };
}

/**
 * A new player signed in (an admin of the console when asked), with what `prepare` made through the
 * player's API: the session to capture as, closed behind it.
 */
export async function preparedPlayer<T = undefined>(
  browser: Browser,
  prefix: string,
  prepare?: (request: APIRequestContext, user: ReturnType<typeof uniqueUser>) => Promise<T>,
  { admin = false } = {},
) {
  const { setup, user } = await signedInContext(browser, prefix);
  try {
    if (admin) {
      // The admin socket of the server at baseURL (tests/e2e/serve.mjs names its data folder by port).
      process.env.E2E_PORT ??= new URL(baseURL).port;
      await makeAdmin(user.email);
    }
    const made = (await prepare?.(setup.request, user)) as T;
    return { storageState: await setup.storageState(), user, made };
  } finally {
    await setup.close();
  }
}

/** A new player with `builds` in slots 0, 1, …: its session, for a script to capture as, and the saved hunters. */
export async function playerWithBuilds(browser: Browser, prefix: string, builds: DeepPartial<HunterInput>[]) {
  const context = await browser.newContext({ baseURL });
  await signUp(context.request, prefix);
  const saved: HunterRecord[] = [];
  for (const [slotIndex, build] of builds.entries()) {
    const created = await context.request.post("/api/hunters", {
      data: { slotIndex, hunter: createHunter(build) },
      headers,
    });
    saved.push((await created.json()) as HunterRecord);
  }
  const state = await context.storageState();
  await context.close();
  return { state, saved };
}

// Runs a script's captures in the machine's Chromium, closing it whatever happens.
export async function withBrowser(capture: (browser: Browser) => Promise<void>) {
  mkdirSync(out, { recursive: true });
  const browser = await launchChromium();
  try {
    await capture(browser);
  } finally {
    await browser.close();
  }
}

type Theme = "dark" | "light";

/**
 * Each look (desktop and phone, dark and light theme) as a page of the given session, tagged "phone-dark":
 * in the interface `language` when named, only the `themes` named, with `context` options (scripts off) and
 * a fixed `clock`.
 */
export async function forEachLook(
  browser: Browser,
  storageState: BrowserContextOptions["storageState"],
  capture: (page: Page, tag: string) => Promise<void>,
  {
    language,
    themes = ["dark", "light"],
    context: options = {},
    clock,
  }: { language?: string; themes?: readonly Theme[]; context?: BrowserContextOptions; clock?: Date } = {},
) {
  for (const [size, viewport] of Object.entries(viewports)) {
    for (const theme of themes) {
      const context = await browser.newContext({
        baseURL,
        viewport,
        storageState,
        colorScheme: theme,
        ...options,
      });
      await context.addInitScript(
        ([t, lang]) => {
          localStorage.setItem("hl.theme", t);
          if (lang) localStorage.setItem("hl.language", lang);
        },
        [theme, language ?? ""] as const,
      );
      if (clock) await context.clock.setFixedTime(clock);
      try {
        await capture(await context.newPage(), `${size}-${theme}`);
      } finally {
        await context.close();
      }
    }
  }
}

/**
 * Saves `target`, a page or a part of one, as <out><name>.png, and prints where (marked when the page is wider
 * than the screen). It waits first for the page's requests and transitions to settle, unless `settle` is
 * false for a state that passes (a progress line).
 */
export async function shot(
  target: Page | Locator,
  name: string,
  { fullPage = false, settle = true }: { fullPage?: boolean; settle?: boolean } = {},
) {
  const page = "goto" in target ? target : target.page();
  if (settle) {
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
  }
  const path = `${out}${name}.png`;
  await ("goto" in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
  const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(`${path}${overflows ? "  OVERFLOWS" : ""}`);
}
