import { expect, type Page } from "@playwright/test";

// A phone must never scroll sideways: a page wider than the window pushes dialogs and buttons off-screen
// (a calendar feed's long URL once made Settings 727 px wide at 390 px, and its confirm button untappable).
export const PHONE = { width: 390, height: 844 } as const;

/** The page's width beyond the window, and the deepest elements reaching past its right edge. */
function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const excess = root.scrollWidth - root.clientWidth;
    if (excess <= 0) return { excess: 0, culprits: [] as string[] };
    const describe = (el: Element) => {
      const classes = [...el.classList].slice(0, 4).join(".");
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
      const right = Math.round(el.getBoundingClientRect().right);
      return `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ""} "${text}" (right edge ${right}px)`;
    };
    const wide = [...document.body.querySelectorAll("*")].filter((el) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.right > root.clientWidth + 1;
    });
    const deepest = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
    return { excess, culprits: deepest.slice(0, 5).map(describe) };
  });
}

/** No horizontal scrolling: document.documentElement.scrollWidth <= clientWidth, naming what sticks out. */
export async function expectNoHorizontalOverflow(page: Page, screen: string) {
  const { excess, culprits } = await horizontalOverflow(page);
  expect(
    excess,
    `${screen} is ${excess}px wider than the ${page.viewportSize()?.width}px window:\n${culprits.join("\n")}`,
  ).toBe(0);
}

/** At a phone's width (the sidebar becomes a menu below Tailwind's sm), the same check; wider pages pass. */
export async function expectNoOverflowOnPhone(page: Page, screen: string) {
  const width = page.viewportSize()?.width ?? Number.POSITIVE_INFINITY;
  if (width < 640) await expectNoHorizontalOverflow(page, screen);
}
