import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";

// The calendar subscription (docs/product.md#calendar-subscription): the feed the page shows follows the
// choices made on it; Settings renews and revokes it.

const feedText = async (page: Page, url: string) => {
  // A calendar app has no session: read the feed from a fresh request context.
  const res = await page.context().request.fetch(url, { headers: { Cookie: "" } });
  return { status: res.status(), text: res.status() === 200 ? await res.text() : "" };
};

test("subscribe: make the feed, change its kinds and alarm, and the feed follows", async ({ page }) => {
  await registerAndVerify(page);
  await page.goto("/calendar");
  const panel = page.getByRole("region", { name: "Subscribe" });
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: "Create my feed link" }).click();

  const address = panel.getByRole("textbox", { name: "Your feed link" });
  await expect(address).toHaveValue(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();

  let feed = await feedText(page, url);
  expect(feed.status).toBe(200);
  expect(feed.text).toContain("BEGIN:VCALENDAR");
  expect(feed.text).toContain("SUMMARY:World Boss:");
  expect(feed.text).toContain("TRIGGER:-PT15M");

  // One-click subscribe links carry the same address.
  const webcal = url.replace(/^http:/, "webcal:");
  await expect(panel.getByRole("link", { name: "Apple Calendar" })).toHaveAttribute("href", webcal);
  await expect(panel.getByRole("link", { name: "Google Calendar" })).toHaveAttribute(
    "href",
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  );
  await expect(panel.getByRole("link", { name: "Outlook" })).toHaveAttribute(
    "href",
    new RegExp(
      `^https://outlook\\.live\\.com/calendar/0/addfromweb\\?url=${encodeURIComponent(url).replace(/\./g, "\\.")}&name=`,
    ),
  );

  // No world bosses, an alarm a day before.
  // The choices follow the saved feed, so each shows its new state once the server has answered.
  await panel.getByRole("checkbox", { name: "World bosses" }).click();
  await expect(panel.getByRole("checkbox", { name: "World bosses" })).not.toBeChecked();
  await expect(panel.getByRole("status")).toHaveText(
    "Feed updated. Calendars pick the change up at their next refresh.",
  );
  await panel.getByRole("radio", { name: "1 day before" }).click();
  await expect(panel.getByRole("radio", { name: "1 day before" })).toBeChecked();
  await expect.poll(async () => (await feedText(page, url)).text).toContain("TRIGGER:-P1D");
  feed = await feedText(page, url);
  expect(feed.text).not.toContain("World Boss");
  expect(feed.text).not.toContain("TRIGGER:-PT15M");
  expect(feed.text).toContain("SUMMARY:Battle of Valor");

  // No alarm at all; the last kind cannot be taken away.
  await panel.getByRole("radio", { name: "No alarm" }).click();
  await expect(panel.getByRole("radio", { name: "No alarm" })).toBeChecked();
  await expect.poll(async () => (await feedText(page, url)).text).not.toContain("VALARM");

  await page.reload();
  await expect(panel.getByRole("checkbox", { name: "World bosses" })).not.toBeChecked();
  await expect(panel.getByRole("radio", { name: "No alarm" })).toBeChecked();
  await expect(address).toHaveValue(url);

  await expectNoSeriousViolations(page, "the calendar's Subscribe panel");
});

test("one event of the day's detail downloads as an .ics file", async ({ page }) => {
  await registerAndVerify(page);
  await page.goto("/calendar");
  const link = page.getByRole("link", { name: /^Add .+ to my calendar \(\.ics\)$/ }).first();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^valor-\d-\d{8}\.ics$/);
  const body = await (await page.request.get((await link.getAttribute("href")) ?? "")).text();
  expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(body).toContain("SUMMARY:Battle of Valor");
});

test("Settings renews the feed link (the old one stops) and revokes it", async ({ page }) => {
  await registerAndVerify(page);
  await page.goto("/calendar");
  const panel = page.getByRole("region", { name: "Subscribe" });
  await panel.getByRole("button", { name: "Create my feed link" }).click();
  const old = await panel.getByRole("textbox", { name: "Your feed link" }).inputValue();
  expect(old).toMatch(/\.ics$/);

  await page.goto("/settings");
  const settings = page.getByRole("region", { name: "Calendar feed" });
  await expect(settings.getByTestId("settings-feed-url")).toHaveText(old);
  await settings.getByRole("button", { name: "Renew link" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Renew link" }).click();
  await expect(settings.getByTestId("settings-feed-url")).not.toHaveText(old);
  const renewed = (await settings.getByTestId("settings-feed-url").textContent()) ?? "";
  expect((await feedText(page, old)).status).toBe(404);
  expect((await feedText(page, renewed)).status).toBe(200);

  await settings.getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
  await expect(settings.getByText(/No calendar feed/)).toBeVisible();
  expect((await feedText(page, renewed)).status).toBe(404);
});
