// The console's Instance screen (docs/operations.md#the-consoles-instance-page) at 1280 and 390 px in both
// themes, with a schedule set and a backup taken: node --import tsx tests/e2e/admin/instance-screenshots.ts
// http://localhost:3175 against tests/e2e/serve.mjs started with PORT=3175 (its admin socket names the admin).
import { baseURL, forEachLook, headers, out, signedInContext, withBrowser } from "../support/screenshots.ts";

process.env.E2E_PORT ??= new URL(baseURL).port;
const { makeAdmin } = await import("../support/staff.ts");
const dir = process.env.SCREENS_DIR ?? out;

await withBrowser(async (browser) => {
  const { setup, user } = await signedInContext(browser, "instance");
  await makeAdmin(user.email);
  const schedule = await setup.request.put("/api/admin/instance/backups/schedule", {
    data: { at: "03:00", keep: 7 },
    headers,
  });
  if (schedule.status() !== 200) throw new Error(`schedule: ${schedule.status()} ${await schedule.text()}`);
  const backup = await setup.request.post("/api/admin/instance/backups", { headers });
  if (backup.status() !== 202) throw new Error(`backup: ${backup.status()} ${await backup.text()}`);
  const storageState = await setup.storageState();
  await setup.close();
  await forEachLook(browser, storageState, async (page, tag) => {
    await page.goto("/admin/instance");
    await page.getByText(/^Last backup: /).waitFor();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${dir}instance-${tag}.png`, fullPage: true });
  });
});
