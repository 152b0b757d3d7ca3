import { expect, type Page } from "@playwright/test";
import { ITEM_SLOTS } from "#core/game-data/schema.ts";
import type { HunterInput, HunterRecord } from "#core/schemas/hunter.ts";
import { createHunter, type DeepPartial } from "../../factories/hunter.ts";

// Every state-changing request must carry the app's Origin (api-contract), as a browser's would.
const originOf = (page: Page) => new URL(page.url()).origin;

// Saves a hunter with the cookies of the page's signed-in player, as the builder would.
export async function saveHunter(
  page: Page,
  slotIndex: number,
  overrides: DeepPartial<HunterInput> = {},
): Promise<HunterRecord> {
  const response = await page.request.post("/api/hunters", {
    data: { slotIndex, hunter: createHunter(overrides) },
    headers: { Origin: originOf(page) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as HunterRecord;
}

export const allEngraved = (): DeepPartial<HunterInput["items"]> =>
  Object.fromEntries(ITEM_SLOTS.map((slot) => [slot, { rarity: "Legendary", engraved: true }]));

export const sharePath = (hunter: Pick<HunterRecord, "userId" | "id">) =>
  `/hunter/${hunter.userId}/${hunter.id}`;
