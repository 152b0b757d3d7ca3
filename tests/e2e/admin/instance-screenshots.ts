// The console's Instance screen (docs/operations.md#the-consoles-instance-page) at 1280 and 390 px in both
// themes, with a schedule set and a backup taken: node --import tsx tests/e2e/admin/instance-screenshots.ts
// http://localhost:3175 against tests/e2e/serve.mjs started with PORT=3175 (its admin socket names the admin).
import {
  expectStatus,
  forEachLook,
  headers,
  preparedPlayer,
  shot,
  withBrowser,
} from "../support/screenshots.ts";

await withBrowser(async (browser) => {
  const { storageState } = await preparedPlayer(
    browser,
    "instance",
    async (request) => {
      const schedule = { data: { at: "03:00", keep: 7 }, headers };
      await expectStatus(
        await request.put("/api/admin/instance/backups/schedule", schedule),
        200,
        "schedule",
      );
      await expectStatus(await request.post("/api/admin/instance/backups", { headers }), 202, "backup");
    },
    { admin: true },
  );
  await forEachLook(browser, storageState, async (page, tag) => {
    await page.goto("/admin/instance");
    await page.getByText(/^Last backup: /).waitFor();
    await page.mouse.move(0, 0);
    await shot(page, `instance-${tag}`, { fullPage: true });
  });
});
