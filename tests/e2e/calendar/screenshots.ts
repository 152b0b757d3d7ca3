// Screens touched by the walkthrough fixes, at 1280 and 390 px in both themes:
// node --import tsx tests/e2e/calendar/screenshots.ts http://localhost:3170
import { baseURL, out, signedInContext, viewports, withBrowser } from "../support/screenshots.ts";

const screens = [
  { name: "login-register", path: "/login?mode=register" },
  { name: "calendar", path: "/calendar" },
  { name: "upgrade", path: "/upgrade" },
  { name: "builder-items", path: "/builder?slot=0", tab: "Items" },
  { name: "builder-mount", path: "/builder?slot=0", tab: "Mount" },
];

await withBrowser(async (browser) => {
  const { setup } = await signedInContext(browser, "walk");
  const storageState = await setup.storageState();
  for (const theme of ["dark", "light"] as const) {
    for (const kind of ["desktop", "phone"] as const) {
      const context = await browser.newContext({ baseURL, viewport: viewports[kind], storageState });
      await context.addInitScript((t) => localStorage.setItem("hl.theme", t), theme);
      await context.clock.setFixedTime(new Date("2025-01-19T09:00:00Z"));
      const page = await context.newPage();
      for (const screen of screens) {
        if (screen.name === "login-register") {
          const guest = await browser.newContext({ baseURL, viewport: viewports[kind] });
          await guest.addInitScript((t) => localStorage.setItem("hl.theme", t), theme);
          const p = await guest.newPage();
          await p.goto(screen.path);
          await p.getByRole("heading", { level: 1 }).waitFor();
          await p.screenshot({ path: `${out}g-${screen.name}-${kind}-${theme}.png`, fullPage: true });
          await guest.close();
          continue;
        }
        await page.goto(screen.path);
        await page.waitForLoadState("networkidle");
        if (screen.tab) await page.getByRole("tab", { name: screen.tab }).click();
        if (screen.name === "calendar") await page.getByRole("option").nth(1).click();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${out}g-${screen.name}-${kind}-${theme}.png`, fullPage: true });
      }
      await context.close();
    }
  }
  await setup.close();
});
