import { type Browser, expect, test } from "@playwright/test";
import { type InterfaceLanguage, LANGUAGES, PSEUDO_LANGUAGE } from "#core/i18n/languages.ts";
import { describeProblems, layoutProblems } from "./layout-check.ts";
import { baseURL, openRoute, publicRoutes, seedWalker, signedInRoutes, type Walker } from "./walk.ts";

// docs/product.md#languages, layouts that hold: every route in each language at 390 px and 1280 px, signed in
// (a player with a hunter and an item) and as a visitor, with no page wider than the window and no clipped
// text in a button, heading or tab. One browser context per language; each route is opened once at 390 px,
// checked, then the same page is widened to 1280 px and checked again (a resize reflows like a load, at half
// the cost), so all six languages and both widths fit in one run instead of the phone width alone. The
// pseudo-locale (every text a third longer, docs/i18n.md) is walked the same way: a layout that holds it holds
// the next language too.

const WIDTHS = [390, 1280] as const;
const HEIGHT = 844;

let walker: Walker;
test.beforeAll(async ({ browser }) => {
  walker = await seedWalker(browser);
});

async function walk(browser: Browser, language: InterfaceLanguage, signedIn: boolean): Promise<string[]> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: WIDTHS[0], height: HEIGHT },
    storageState: signedIn ? walker.storageState : undefined,
    locale: language,
  });
  // The device's choice, and the account's (which leads once signed in).
  await context.addInitScript((lang) => localStorage.setItem("hl.language", lang), language);
  // The pseudo-locale is the device's only: an account's language is a real one.
  if (signedIn && language !== PSEUDO_LANGUAGE) {
    const response = await context.request.put("/api/me/language", {
      data: { language },
      headers: { Origin: baseURL },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const page = await context.newPage();
  const found: string[] = [];
  for (const route of signedIn ? signedInRoutes(walker) : publicRoutes(walker)) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await openRoute(page, route);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      found.push(
        ...describeProblems(
          `${language} ${width}px ${signedIn ? "" : "visitor "}${route}`,
          await layoutProblems(page),
        ),
      );
    }
  }
  await context.close();
  return found;
}

for (const language of [...LANGUAGES, PSEUDO_LANGUAGE] as InterfaceLanguage[]) {
  test(`every route holds its layout in ${language} at 390 and 1280 px`, async ({ browser }) => {
    const found = [...(await walk(browser, language, true)), ...(await walk(browser, language, false))];
    expect(found, found.join("\n")).toEqual([]);
  });
}
