// Screenshots of "Add from screenshots", each step, desktop and phone, dark and light, English and German
// (dark): node_modules/.bin/tsx tests/e2e/inventory/scan-screenshots.ts [baseURL]   (a running server, e.g.
// tests/e2e/serve.mjs). Files land in SCREENS_DIR or screenshots/ (git-ignored): scan-<lang>-<look>-<step>.png.
import type { Page } from "playwright-core";
import { forEachLook, headers, shot, signUp, withBrowser } from "../support/screenshots.ts";

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

async function flow(page: Page, look: string, language: "en" | "de") {
  await signUp(page.context().request, `scan${language}`);
  if (language !== "en")
    await page.context().request.put("/api/me/language", { data: { language }, headers });
  const text = TEXTS[language];
  // Each step as it shows, the progress line too: no waiting for the page to settle.
  const step = (name: string) =>
    shot(page, `scan-${language}-${look}-${name}`, { fullPage: name === "5-saved", settle: false });
  await page.goto("/inventory");
  await page.getByRole("button", { name: text.open }).waitFor();
  await step("0-inventory");
  await page.getByRole("button", { name: text.open }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  await step("1-dialog");
  await dialog.locator("input[type=file]").setInputFiles(SHOTS);
  await dialog.getByRole("status").filter({ hasText: /…/ }).waitFor();
  await step("2-progress");
  await dialog.getByRole("status").filter({ hasText: text.read }).waitFor({ timeout: 120_000 });
  const armor = dialog
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: text.item, exact: true }) });
  await armor.scrollIntoViewIfNeeded();
  await step("3-review");
  await armor.getByLabel(text.quality, { exact: true }).selectOption("Worn");
  // A confirmed card's button turns into "Undo confirm": the first one left is always the next.
  for (let n = 0; n < 3; n++)
    await dialog.getByRole("button", { name: text.confirm, exact: true }).first().click();
  await armor.scrollIntoViewIfNeeded();
  await step("4-confirmed");
  await dialog.getByRole("button", { name: /3/ }).last().click();
  await dialog.waitFor({ state: "hidden" });
  await page.getByRole("article").nth(2).waitFor();
  await step("5-saved");
}

await withBrowser(async (browser) => {
  await forEachLook(browser, undefined, (page, look) => flow(page, look, "en"));
  await forEachLook(browser, undefined, (page, look) => flow(page, look, "de"), {
    language: "de",
    themes: ["dark"],
  });
});
