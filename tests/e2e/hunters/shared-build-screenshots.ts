// Screenshots of a shared build as a signed-out visitor first meets it
// (docs/decisions.md#2026-11-25-the-server-draws-a-shared-build-with-the-apps-own-components): the page the
// server draws (scripts off, as it shows before the app's script arrives) and the app's page that replaces
// it, at desktop and phone sizes in both themes: E2E_PORT=3100 node_modules/.bin/tsx
// tests/e2e/hunters/shared-build-screenshots.ts [baseURL] against a running tests/e2e/serve.mjs on that port.
// Files land in SCREENS_DIR or screenshots/ (git-ignored).
import { fullUltimateHunter } from "../../cards/fixtures.ts";
import { forEachLook, playerWithBuilds, shot, withBrowser } from "../support/screenshots.ts";

await withBrowser(async (browser) => {
  const { saved } = await playerWithBuilds(browser, "sb", [{ ...fullUltimateHunter(), isPublic: true }]);
  const hunter = saved[0];
  if (!hunter) throw new Error("no hunter saved");
  for (const drawnBy of ["server", "app"] as const) {
    await forEachLook(
      browser,
      undefined,
      async (page, tag) => {
        await page.goto(`/hunter/${hunter.userId}/${hunter.id}`);
        await page.getByRole("heading", { level: 1 }).waitFor();
        if (drawnBy === "app") await page.getByRole("button", { name: "Back" }).waitFor();
        // The first screen as the visitor sees it, and the whole page.
        await shot(page, `shared-build-${drawnBy}-${tag}`);
        await shot(page, `shared-build-${drawnBy}-${tag}-full`, { fullPage: true });
      },
      { context: { javaScriptEnabled: drawnBy === "app" } },
    );
  }
});
