// The Settings → Reminders panel (docs/product.md#push-reminders) at 1280 and 390 px in both themes, with one
// device listed: node --import tsx tests/e2e/settings/reminders-screenshots.ts http://localhost:3170
import { createECDH, randomBytes } from "node:crypto";
import { forEachLook, headers, out, signedInContext, withBrowser } from "../support/screenshots.ts";

const dir = process.env.SCREENS_DIR ?? out;

await withBrowser(async (browser) => {
  const { setup } = await signedInContext(browser, "remind");
  const device = await setup.request.post("/api/reminders/devices", {
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
  if (device.status() !== 201) throw new Error(`device: ${device.status()} ${await device.text()}`);
  const storageState = await setup.storageState();
  await setup.close();
  await forEachLook(browser, storageState, async (page, tag) => {
    await page.goto("/settings#reminders");
    const panel = page.locator("section#reminders");
    await panel.getByText("Chrome on Android").waitFor();
    await page.waitForTimeout(300);
    await panel.screenshot({ path: `${dir}reminders-${tag}.png` });
    // Keyboard focus on the first choice, as a keyboard player sees it.
    await panel.getByRole("checkbox").first().focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await panel.screenshot({ path: `${dir}reminders-${tag}-focus.png` });
    // A test browser is off the record: Chromium refuses the subscription, the panel says so.
    await page.context().grantPermissions(["notifications"]);
    await panel.getByRole("button", { name: "Turn on reminders on this device" }).click();
    await panel.getByRole("status").or(panel.getByRole("alert")).first().waitFor();
    await page.mouse.move(0, 0);
    await panel.screenshot({ path: `${dir}reminders-${tag}-error.png` });
    await page.screenshot({ path: `${dir}reminders-${tag}-error-page.png`, fullPage: true });
  });
});
