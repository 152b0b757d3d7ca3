import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { PHONE } from "../support/overflow.ts";

// Settings → Discord channel feeds (docs/product.md#hunter-lodge-in-discord): a player pastes a channel's
// webhook, chooses what it posts, and removes it; anything but a Discord webhook is refused as it is typed in.

// Its own webhook each run: a run cut short leaves its feed behind.
const HOOK_ID = `${Date.now()}${Math.floor(Math.random() * 1e5)}`;
const WEBHOOK = `https://discord.com/api/webhooks/${HOOK_ID}/${"abcDEF0123_-".repeat(4)}`;

test("a player adds a Discord channel feed, chooses what it posts and removes it, on a phone", async ({
  page,
}) => {
  await registerAndVerify(page);
  await page.setViewportSize(PHONE);
  await page.goto("/settings");
  const panel = page.getByRole("region", { name: "Discord channel feeds" });
  const address = panel.getByRole("textbox", { name: "Channel webhook address" });

  await address.fill("https://evil.example/api/webhooks/1/2");
  await panel.getByRole("button", { name: "Add feed" }).click();
  await expect(panel.getByRole("alert")).toContainText("Paste a channel webhook address from Discord");

  await address.fill(WEBHOOK);
  await panel.getByRole("textbox", { name: "Name in this list" }).fill("#guild-events");
  await panel.getByRole("button", { name: "Add feed" }).click();
  await expect(panel.getByRole("status")).toHaveText(
    "The feed is set: the channel gets its first post at the next event.",
  );
  const feed = panel.getByRole("region", { name: "#guild-events" });
  await expect(feed.getByText(`Webhook ${HOOK_ID}`)).toBeVisible();
  // The address holds the webhook's secret: once saved it is not shown again.
  await expect(address).toHaveValue("");
  await expect(page.getByText(WEBHOOK)).toHaveCount(0);
  await expect(feed.getByRole("checkbox", { name: "The day's events at 00:00 UTC" })).toBeChecked();
  await expectNoSeriousViolations(page, "Settings with a Discord feed on a phone");

  const builds = feed.getByRole("checkbox", { name: "My new public builds" });
  await builds.check();
  await expect(panel.getByRole("status")).toHaveText("Feed saved.");
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "#guild-events" })
      .getByRole("checkbox", { name: "My new public builds" }),
  ).toBeChecked();

  await page.getByRole("region", { name: "#guild-events" }).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("region", { name: "Discord channel feeds" }).getByRole("status")).toHaveText(
    "Feed removed.",
  );
  await expect(page.getByRole("region", { name: "#guild-events" })).toHaveCount(0);
});
