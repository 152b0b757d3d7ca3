import { expect, test } from "@playwright/test";
import { registerAndVerify } from "../support/fixtures.ts";

// Explore is open to visitors, but a signed-in player sees it in the shell, sidebar and all, like every
// other page (docs/product.md#shell); a visitor sees the public bar with 'Log In'.
for (const width of [390, 1280]) {
  test(`Explore's three views are in the shell for a signed-in player at ${width} px`, async ({
    page,
    browser,
  }) => {
    await registerAndVerify(page);
    await page.setViewportSize({ width, height: 900 });
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [path, tab] of [
      ["/explore", "Builds"],
      ["/explore/meta", "Meta"],
      ["/explore/leaderboards", "Leaderboards"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("link", { name: tab, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      if (width < 768) await page.getByRole("button", { name: "Menu" }).click();
      await expect(nav.getByRole("link", { name: "Explore" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Open my roster" })).toHaveCount(0);
    }

    const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await visitor.goto("/explore");
    await expect(visitor.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(visitor.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await visitor.context().close();
  });
}
