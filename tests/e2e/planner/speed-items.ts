import type { Page } from "@playwright/test";
import { registerAndVerify } from "../support/fixtures.ts";
import { addItem } from "../support/inventory-api.ts";

// Two items that lift a build's ATK SPD, offered to the planner by its specs.
export const SPEED_RING = {
  itemType: "Ring",
  rarity: "Legendary",
  attributes: [{ type: "ATK SPD", value: 7 }],
  runeType: "ATK SPD",
  runeValue: 4,
};
export const SPEED_NECKLACE = {
  itemType: "Necklace",
  rarity: "Legendary",
  attributes: [{ type: "ATK SPD", value: 7 }],
};

// A new, verified player owning the ring and the necklace: the two swaps that take a 1.5 goal in reach.
export async function playerWithSpeedItems(page: Page) {
  const user = await registerAndVerify(page);
  await addItem(page, SPEED_RING);
  await addItem(page, SPEED_NECKLACE);
  return user;
}
