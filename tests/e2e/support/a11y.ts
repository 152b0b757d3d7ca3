import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// STYLE: axe finds no serious violation on any screen; each finding is listed with the elements it names.
export async function expectNoSeriousViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, `${screen} has serious accessibility violations`).toEqual([]);
}
