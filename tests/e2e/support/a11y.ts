import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type Theme = "dark" | "light";

// What the app's applyTheme does; the page's own subscribers follow the html class.
async function showTheme(page: Page, theme: Theme) {
  await page.evaluate((t) => {
    localStorage.setItem("hl.theme", t);
    document.documentElement.classList.toggle("dark", t === "dark");
    document.documentElement.classList.toggle("light", t === "light");
    document.documentElement.style.colorScheme = t;
  }, theme);
  // Let React repaint the theme-dependent colours, then let the colour transitions finish
  // (endless animations, such as the Ultimate shine, are left running).
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// STYLE: axe finds no serious violation on any screen, in both themes (the light one hid 26 once);
// each finding is listed with the elements it names. The page is left in the theme it had.
export async function expectNoSeriousViolations(page: Page, screen: string) {
  const start: Theme = await page.evaluate(() =>
    document.documentElement.classList.contains("light") ? "light" : "dark",
  );
  const other: Theme = start === "dark" ? "light" : "dark";
  const found = { [start]: await seriousViolations(page) } as Record<Theme, string[]>;
  await showTheme(page, other);
  found[other] = await seriousViolations(page);
  await showTheme(page, start);
  expect(found, `${screen} has serious accessibility violations`).toEqual({ dark: [], light: [] });
}
