import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { servedWebDir, waitForWorker } from "./support.ts";

test.use({ serviceWorkers: "allow" });

test("an open app offers the new version when one is deployed, and switches only when asked", async ({
  page,
}) => {
  await page.goto("/login");
  await waitForWorker(page);
  const worker = join(servedWebDir(), "sw.js");
  const original = readFileSync(worker, "utf8");
  try {
    // A release changes the worker's bytes (its precache revisions); the browser finds it on the next load.
    appendFileSync(worker, `\n// release ${Date.now()}\n`);
    await page.reload();
    const prompt = page.getByText("A new version is available");
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(before).toBeTruthy();
    await page.getByRole("button", { name: "Reload" }).click();
    await expect(prompt).toBeHidden();
    // The new worker took over and the page reloaded on it: nothing is left waiting.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && navigator.serviceWorker.controller !== null;
        }),
      )
      .toBe(true);
    await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
  } finally {
    writeFileSync(worker, original);
  }
});
