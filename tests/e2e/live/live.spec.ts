import { expect, test } from "@playwright/test";
import { admin } from "../hunters/admin.ts";
import { saveHunter } from "../hunters/hunters-api.ts";
import { login, registerAndVerify } from "../support/fixtures.ts";

// docs/product.md#live-updates: two tabs or devices of one player see each other's changes with no reload.
test("two browsers of one player see hunters, inventory and VIP changes live", async ({ browser }) => {
  const deviceA = await browser.newContext();
  const deviceB = await browser.newContext();
  const pageA = await deviceA.newPage();
  const pageB = await deviceB.newPage();

  const user = await registerAndVerify(pageA);
  await login(pageB, user);
  await expect(pageB.getByRole("link", { name: "15 more slots with VIP" })).toBeVisible();

  await saveHunter(pageA, 0, { hunterName: "Seen Elsewhere" });
  await expect(pageB.getByText("Seen Elsewhere")).toBeVisible();

  await pageB.goto("/inventory");
  await expect(pageB.getByRole("heading", { name: /\(0 \/ 200\)/ })).toBeVisible();
  const added = await pageA.request.post("/api/inventory", {
    data: { itemType: "Ring", rarity: "Rare", quality: "Fine", attributes: [{ type: "HP", value: 4 }] },
    headers: { Origin: new URL(pageA.url()).origin },
  });
  expect(added.status()).toBe(201);
  await expect(pageB.getByRole("heading", { name: /\(1 \/ 200\)/ })).toBeVisible();

  // An operator's grant reaches the open browser through the same stream.
  await pageB.goto("/");
  await admin("grant-vip", user.email, "--lifetime");
  await expect(pageB.getByText("VIP Activated")).toBeVisible();
  await expect(pageB.getByRole("link", { name: /more slots? with VIP/ })).toHaveCount(0);

  await deviceA.close();
  await deviceB.close();
});
