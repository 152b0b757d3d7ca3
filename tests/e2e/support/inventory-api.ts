import { expect, type Page } from "@playwright/test";

// Adds an item to the signed-in player's inventory, as the add-item dialog would.
export async function addItem(page: Page, item: Record<string, unknown>): Promise<string> {
  const response = await page.request.post("/api/inventory", {
    data: { quality: "Fine", runeType: "", runeValue: 0, ...item },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
