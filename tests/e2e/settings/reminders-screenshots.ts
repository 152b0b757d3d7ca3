// The Settings → Reminders panel (docs/product.md#push-reminders) at 1280 and 390 px in both themes, with one
// device listed: node --import tsx tests/e2e/settings/reminders-screenshots.ts http://localhost:3170
import { createECDH, randomBytes } from "node:crypto";
import {
  expectStatus,
  forEachLook,
  headers,
  preparedPlayer,
  shot,
  withBrowser,
} from "../support/screenshots.ts";

await withBrowser(async (browser) => {
  const { storageState } = await preparedPlayer(browser, "remind", async (request) => {
    const device = await request.post("/api/reminders/devices", {
      data: {
        endpoint: `http://127.0.0.1:9/push/${randomBytes(8).toString("hex")}`,
        keys: {
          p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
          auth: randomBytes(16).toString("base64url"),
        },
        device: "Chrome on Android",
      },
      headers,
    });
    await expectStatus(device, 201, "device");
  });
  await forEachLook(browser, storageState, async (page, tag) => {
    await page.goto("/settings#reminders");
    const panel = page.locator("section#reminders");
    await panel.getByText("Chrome on Android").waitFor();
    await shot(panel, `reminders-${tag}`);
    // Keyboard focus on the first choice, as a keyboard player sees it.
    await panel.getByRole("checkbox").first().focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await shot(panel, `reminders-${tag}-focus`, { settle: false });
    // A test browser is off the record: Chromium refuses the subscription, the panel says so.
    await page.context().grantPermissions(["notifications"]);
    await panel.getByRole("button", { name: "Turn on reminders on this device" }).click();
    await panel.getByRole("status").or(panel.getByRole("alert")).first().waitFor();
    await page.mouse.move(0, 0);
    await shot(panel, `reminders-${tag}-error`);
    await shot(page, `reminders-${tag}-error-page`, { fullPage: true, settle: false });
  });
});
