import { chromium, expect, test } from "@playwright/test";
import { chromiumOptions } from "../support/chromium.ts";
import { expectShell, registerAndVerify } from "../support/fixtures.ts";
import { waitForWorker } from "./support.ts";

test.use({ serviceWorkers: "allow" });

test("the app meets Chromium's installability criteria, with the lodge's manifest", async ({
  baseURL,
  browserName,
}, testInfo) => {
  expect(browserName).toBe("chromium");
  // Chromium never offers to install from an incognito profile, which is what a test context is.
  const profile = await chromium.launchPersistentContext(testInfo.outputPath("profile"), {
    ...chromiumOptions,
    baseURL,
  });
  const page = profile.pages()[0] ?? (await profile.newPage());
  await page.goto("/login");
  await waitForWorker(page);
  const manifest = await page.request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as {
    name: string;
    display: string;
    icons: { sizes: string; purpose?: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(body.name).toBe("Hunter Lodge");
  expect(body.display).toBe("standalone");
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  expect(body.shortcuts.map((s) => `${s.name} ${s.url}`)).toEqual([
    "Roster /",
    "Inventory /inventory",
    "Calendar /calendar",
  ]);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  await profile.close();
});

test("after one online visit every main route opens with the network off", async ({ page, context }) => {
  await registerAndVerify(page);
  await waitForWorker(page);
  const routes = [
    "/",
    "/inventory",
    "/calendar",
    "/achievements",
    "/profile",
    "/settings",
    "/upgrade",
    "/builder",
  ];
  for (const route of routes) {
    await page.goto(route);
    await expectShell(page);
  }
  await context.setOffline(true);
  for (const route of routes) {
    const response = await page.goto(route);
    // The worker answered: the app's page, never the browser's "No internet" page.
    expect(response?.status(), route).toBe(200);
    await expect(page.locator("#root")).not.toBeEmpty();
    await expect(page).toHaveTitle(/Hunter Lodge/);
  }
  await context.setOffline(false);
});
