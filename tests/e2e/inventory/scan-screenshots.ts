// Screenshots of "Add from screenshots", each step, desktop and phone, dark and light, English and German:
//   node_modules/.bin/tsx tests/e2e/inventory/scan-screenshots.ts [baseURL]   (a running server, e.g.
// tests/e2e/serve.mjs). Files land in SCAN_SHOTS (default /tmp/shots-scan), outside the repository.
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { baseURL, headers, signUp, viewports, withBrowser } from "../support/screenshots.ts";

const out = process.env.SCAN_SHOTS ?? "/tmp/shots-scan";
const SHOTS = ["ring", "armor", "ring-normal"].map((name) => `tests/e2e/fixtures/scan/${name}.png`);
const TEXTS = {
  en: {
    open: "Add from screenshots",
    read: "3 screenshots read.",
    item: "Item 2",
    confirm: "Confirm",
    quality: "Quality",
  },
  de: {
    open: "Aus Screenshots hinzufügen",
    read: "3 Screenshots gelesen.",
    item: "Gegenstand 2",
    confirm: "Bestätigen",
    quality: "Qualität",
  },
};

async function flow(
  browser: Browser,
  kind: "desktop" | "phone",
  theme: "dark" | "light",
  language: "en" | "de",
) {
  const context = await browser.newContext({ baseURL, viewport: viewports[kind] });
  await signUp(context.request, `scan${language}`);
  if (language !== "en") await context.request.put("/api/me/language", { data: { language }, headers });
  const page = await context.newPage();
  await page.addInitScript(
    ([t, l]) => {
      localStorage.setItem("hl.theme", t);
      localStorage.setItem("hl.language", l);
    },
    [theme, language] as const,
  );
  const text = TEXTS[language];
  const shot = async (step: string, target: Page = page) => {
    await target.screenshot({
      path: `${out}/${language}-${kind}-${theme}-${step}.png`,
      fullPage: step === "5-saved",
    });
  };
  await page.goto("/inventory");
  await page.getByRole("button", { name: text.open }).waitFor();
  await shot("0-inventory");
  await page.getByRole("button", { name: text.open }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  await shot("1-dialog");
  await dialog.locator("input[type=file]").setInputFiles(SHOTS);
  await dialog.getByRole("status").filter({ hasText: /…/ }).waitFor();
  await shot("2-progress");
  await dialog.getByRole("status").filter({ hasText: text.read }).waitFor({ timeout: 120_000 });
  const armor = dialog
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: text.item, exact: true }) });
  await armor.scrollIntoViewIfNeeded();
  await shot("3-review");
  await armor.getByLabel(text.quality, { exact: true }).selectOption("Worn");
  // A confirmed card's button turns into "Undo confirm": the first one left is always the next.
  for (let n = 0; n < 3; n++)
    await dialog.getByRole("button", { name: text.confirm, exact: true }).first().click();
  await armor.scrollIntoViewIfNeeded();
  await shot("4-confirmed");
  await dialog.getByRole("button", { name: /3/ }).last().click();
  await dialog.waitFor({ state: "hidden" });
  await page.getByRole("article").nth(2).waitFor();
  await shot("5-saved");
  await context.close();
}

mkdirSync(out, { recursive: true });
await withBrowser(async (browser) => {
  for (const kind of ["desktop", "phone"] as const) {
    for (const theme of ["dark", "light"] as const) await flow(browser, kind, theme, "en");
    await flow(browser, kind, "dark", "de");
  }
});
