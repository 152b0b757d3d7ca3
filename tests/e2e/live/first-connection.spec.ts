import { expect, test } from "@playwright/test";
import { registerAndVerify } from "../support/fixtures.ts";
import { addItem } from "../support/inventory-api.ts";

// docs/decisions.md#2026-11-24-no-change-missed-before-a-pages-live-stream-opens: a change committed after
// the page read its data but before the server registered the page's stream reaches the screen all the same,
// with no reload.
test("a change committed before the live stream is registered still reaches the open page", async ({
  page,
}) => {
  await registerAndVerify(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let streamAsked: () => void = () => {};
  const asked = new Promise<void>((resolve) => {
    streamAsked = resolve;
  });
  // Only the next page's stream is held; any later reconnection goes straight through.
  await page.route(
    "**/api/live",
    async (route) => {
      streamAsked();
      await held;
      await route.continue();
    },
    { times: 1 },
  );

  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: /\(0 \/ 200\)/ })).toBeVisible();
  await asked;
  await addItem(page, { itemType: "Ring", rarity: "Rare", attributes: [{ type: "HP", value: 4 }] });
  release();

  await expect(page.getByRole("heading", { name: /\(1 \/ 200\)/ })).toBeVisible();
});
