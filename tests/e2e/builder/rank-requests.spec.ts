import { expect, test } from "@playwright/test";
import { saveHunter, sharePath } from "../hunters/hunters-api.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { BuilderPage } from "./builder-page.ts";

// A private or new hunter has no rank, so the builder and the hunter page do not ask for one: no 404 in
// the console on every visit (docs/product.md#leaderboards). A public one shows its rank as before.
test("a private or new hunter's pages never ask for a rank; a public one shows it", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/explore/rank/")) asked.push(request.url());
  });
  const failures: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  await registerAndVerify(page);
  const builder = new BuilderPage(page);

  await builder.gotoSlot(1);
  const hidden = await saveHunter(page, 0, { hunterName: "Hidden Archer", isPublic: false });
  await builder.gotoHunter(hidden.id);
  await page.goto(sharePath(hidden));
  await expect(page.getByRole("heading", { level: 1, name: "Hidden Archer" })).toBeVisible();
  expect(asked).toEqual([]);
  expect(failures).toEqual([]);

  const shown = await saveHunter(page, 2, { hunterName: "Shown Archer", general: { hunterClass: "Archer" } });
  await builder.gotoHunter(shown.id);
  await expect(page.getByRole("region", { name: "Leaderboard" }).first()).toContainText(
    /^#\d+ of \d+ public Archer builds?/,
  );
  expect(asked.length).toBeGreaterThan(0);
  expect(failures).toEqual([]);
});
