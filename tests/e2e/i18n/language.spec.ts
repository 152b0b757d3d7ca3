import { expect, test } from "@playwright/test";
import { currentMe, expectShell } from "../support/fixtures.ts";
import { LoginPage } from "../support/login-page.ts";

// docs/product.md#languages: the first visit follows the browser's languages; Settings → Language switches
// the whole shell at once and keeps the choice in the account and on the device; Game terms keeps the game's
// own names English apart from it.

test.describe("a browser that prefers Korean", () => {
  test.use({ locale: "ko-KR" });

  test("opens /login in Korean, and the footer switches it to English", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("로그인");
    await expect(page.getByRole("button", { name: "게스트로 계속하기" })).toBeVisible();
    await expect(page).toHaveTitle("로그인 - Hunter Lodge");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");

    await page.getByLabel("언어").selectOption("en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
    // The server draws the form before the app runs: in the device's choice, not the browser's Korean.
    const drawn = await (
      await page.request.get("/login", { headers: { "accept-language": "ko-KR" } })
    ).text();
    expect(drawn).toContain('<html lang="en"');
    expect(drawn).not.toContain("로그인");
  });
});

test("Settings → Language shows the shell in German, kept in the account and after a reload", async ({
  page,
}) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.continueAsGuest();
  await expectShell(page);
  await page.getByRole("link", { name: "Settings" }).click();

  await page.getByLabel("Language", { exact: true }).selectOption("de");
  const nav = page.getByRole("navigation", { name: "Hauptmenü" });
  await expect(nav.getByRole("link", { name: "Startseite" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Inventar" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Darstellung und Sitzung" })).toBeVisible();
  await expect(page).toHaveTitle("Einstellungen - Hunter Lodge");
  await expect.poll(async () => (await currentMe(page)).language).toBe("de");

  // Game names follow the interface (the game data's German name of a daily event)...
  const reminders = page.locator("#reminders");
  await expect(reminders.getByLabel("Bücher", { exact: true })).toBeVisible();
  // ...until the player keeps game terms in English; the interface stays German.
  await page.getByLabel("Spielbegriffe").selectOption("english");
  await expect(reminders.getByLabel("Books", { exact: true })).toBeVisible();
  await expect(reminders.getByRole("heading", { name: "Erinnerungen" })).toBeVisible();
  await expect.poll(async () => (await currentMe(page)).gameTerms).toBe("english");

  await page.reload();
  await expect(
    page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Kalender" }),
  ).toBeVisible();
  await expect(page.getByLabel("Spielbegriffe")).toHaveValue("english");
  await expect(page.locator("#reminders").getByLabel("Books", { exact: true })).toBeVisible();
});
