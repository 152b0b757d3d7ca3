import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEFAULT_FEED_SETTINGS } from "#core/schemas/calendar-feed.ts";
import { baseURL, openRoute, publicRoutes, seedWalker, signedInRoutes } from "../i18n/walk.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { expectNoHorizontalOverflow, PHONE } from "../support/overflow.ts";

// Phones are first-class (STYLE): at 390 px no screen scrolls sideways, and a dialog sits inside the window
// with every button tappable, whatever the page holds (a calendar feed's long URL once made Settings 727 px
// wide and put the Renew and Revoke confirmations half off-screen).

// The dialog whole inside the window, and its button tappable: a click without force checks that nothing
// (the overlay) covers the button's centre.
async function expectDialogFits(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  expect(box, "the dialog is drawn").not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  await expectNoHorizontalOverflow(page, "Settings with a dialog open");
}

test("Settings with a calendar feed fits a phone, and its Renew and Revoke dialogs can be tapped", async ({
  page,
}) => {
  // Registered at the default width (the helper waits for the sidebar, a menu on a phone), then a phone.
  await registerAndVerify(page);
  await page.setViewportSize(PHONE);
  // The player's own steps: Calendar, Create my feed link, then Settings.
  await page.goto("/calendar");
  await page.getByRole("button", { name: "Create my feed link" }).click();
  await expect(page.getByRole("textbox", { name: "Your feed link" })).toHaveValue(/\.ics$/);
  await expectNoHorizontalOverflow(page, "the calendar with a feed");

  await page.goto("/settings");
  const settings = page.getByRole("region", { name: "Calendar feed" });
  const url = settings.getByTestId("settings-feed-url");
  await expect(url).toHaveText(/\.ics$/);
  const old = (await url.textContent()) ?? "";
  await expectNoHorizontalOverflow(page, "Settings with a feed");
  // The whole link can be read (and copied): it wraps instead of being cut.
  expect(await url.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await settings.getByRole("button", { name: "Renew link" }).click();
  const renew = page.getByRole("dialog", { name: "Make a new feed link?" });
  await expect(renew).toBeVisible();
  await expectDialogFits(page, renew);
  await renew.getByRole("button", { name: "Renew link" }).click();
  await expect(renew).toBeHidden();
  await expect(url).not.toHaveText(old);

  await settings.getByRole("button", { name: "Revoke" }).click();
  const revoke = page.getByRole("dialog", { name: "Revoke the calendar feed?" });
  await expect(revoke).toBeVisible();
  await expectDialogFits(page, revoke);
  await expectNoSeriousViolations(page, "Settings' Revoke dialog on a phone");
  await revoke.getByRole("button", { name: "Revoke" }).click();
  await expect(settings.getByText(/No calendar feed/)).toBeVisible();
  await expectNoHorizontalOverflow(page, "Settings after the feed was revoked");
});

test("every main route fits a phone, for a player with a feed and for a visitor", async ({ browser }) => {
  const walker = await seedWalker(browser);
  const player = await browser.newContext({ baseURL, viewport: PHONE, storageState: walker.storageState });
  const made = await player.request.put("/api/calendar/feed", {
    data: DEFAULT_FEED_SETTINGS,
    headers: { Origin: baseURL },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const visitor = await browser.newContext({ baseURL, viewport: PHONE });
  const found: string[] = [];
  for (const [context, routes] of [
    [player, signedInRoutes(walker)],
    [visitor, publicRoutes(walker)],
  ] as const) {
    const page = await context.newPage();
    for (const route of routes) {
      await openRoute(page, route);
      await expectNoHorizontalOverflow(page, route).catch((error: Error) => found.push(error.message));
    }
  }
  await player.close();
  await visitor.close();
  expect(found, found.join("\n\n")).toEqual([]);
});
