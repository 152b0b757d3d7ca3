// Screenshots of a shared build as a signed-out visitor first meets it
// (docs/decisions.md#2026-11-25-the-server-draws-a-shared-build-with-the-apps-own-components): the page the
// server draws (scripts off, as it shows before the app's script arrives) and the app's page that replaces
// it, at desktop and phone sizes in both themes: E2E_PORT=3100 node_modules/.bin/tsx
// tests/e2e/hunters/shared-build-screenshots.ts [baseURL] against a running tests/e2e/serve.mjs on that port.
// Files land in screenshots/ (git-ignored).
import { fullUltimateHunter } from "../../cards/fixtures.ts";
import { baseURL, out, playerWithBuilds, viewports, withBrowser } from "../support/screenshots.ts";

await withBrowser(async (browser) => {
  const { saved } = await playerWithBuilds(browser, "sb", [{ ...fullUltimateHunter(), isPublic: true }]);
  const hunter = saved[0];
  if (!hunter) throw new Error("no hunter saved");
  for (const [size, viewport] of Object.entries(viewports)) {
    for (const theme of ["dark", "light"] as const) {
      for (const drawnBy of ["server", "app"] as const) {
        const context = await browser.newContext({
          baseURL,
          viewport,
          colorScheme: theme,
          javaScriptEnabled: drawnBy === "app",
        });
        const page = await context.newPage();
        await page.goto(`/hunter/${hunter.userId}/${hunter.id}`);
        await page.getByRole("heading", { level: 1 }).waitFor();
        if (drawnBy === "app") await page.getByRole("button", { name: "Back" }).waitFor();
        await page.waitForTimeout(300);
        // The first screen as the visitor sees it, and the whole page.
        const path = `${out}shared-build-${drawnBy}-${size}-${theme}`;
        await page.screenshot({ path: `${path}.png` });
        await page.screenshot({ path: `${path}-full.png`, fullPage: true });
        console.log(`${path}.png`);
        await context.close();
      }
    }
  }
});
