import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { LANGUAGES, type Language } from "#core/i18n/languages.ts";
import { describeProblems, layoutProblems } from "../i18n/layout-check.ts";
import { baseURL, openRoute } from "../i18n/walk.ts";
import { registerAndVerify } from "../support/fixtures.ts";
import { makeAdmin } from "../support/staff.ts";

// docs/product.md#feedback-inbox in every language: the inbox, a submission with a reply, and the player's
// own list under Settings → Support hold their layout at 390 and 1280 px (no page wider than the window, no
// clipped text in a button, heading or tab), like every other route (tests/e2e/i18n/layouts.spec.ts).

const WIDTHS = [390, 1280] as const;
const HEIGHT = 844;
const REPORT =
  "The roster jumps to the top after every save, and the long names of hunters overflow the cards";
const REPLY = "Thanks! Both are fixed in the next release.\n\nThe long names now wrap.";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
let seeded: { staff: StorageState; player: StorageState; id: string };

const storage = (page: Page) => page.context().storageState();
const origin = { Origin: baseURL };

test.beforeAll(async ({ browser }) => {
  const playerContext = await browser.newContext({ baseURL });
  const playerPage = await playerContext.newPage();
  await registerAndVerify(playerPage);
  const sent = await playerPage.request.post("/api/feedback", {
    data: { type: "bug", text: `${REPORT} ${Date.now()}` },
    headers: origin,
  });
  expect(sent.status()).toBe(201);

  const staffContext = await browser.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  const admin = await registerAndVerify(staffPage);
  await makeAdmin(admin.email);
  const list = await staffPage.request.get("/api/admin/feedback?type=bug&status=new");
  const items = ((await list.json()) as { items: { id: string; excerpt: string }[] }).items;
  const id = items.find((item) => item.excerpt.startsWith(REPORT.slice(0, 60)))?.id ?? "";
  expect(id).not.toBe("");
  const answered = await staffPage.request.post(`/api/admin/feedback/${id}/replies`, {
    data: { text: REPLY },
    headers: origin,
  });
  expect(answered.status()).toBe(201);
  const marked = await staffPage.request.put(`/api/admin/feedback/${id}`, {
    data: { status: "planned", note: "Next release" },
    headers: origin,
  });
  expect(marked.ok()).toBe(true);

  seeded = { staff: await storage(staffPage), player: await storage(playerPage), id };
  await staffContext.close();
  await playerContext.close();
});

async function check(browser: Browser, language: Language, who: "staff" | "player"): Promise<string[]> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: WIDTHS[0], height: HEIGHT },
    storageState: seeded[who],
    locale: language,
  });
  await context.addInitScript((lang) => localStorage.setItem("hl.language", lang), language);
  const chosen = await context.request.put("/api/me/language", { data: { language }, headers: origin });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const page = await context.newPage();
  const found: string[] = [];
  const measure = async (where: string) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      found.push(...describeProblems(`${language} ${width}px ${where}`, await layoutProblems(page)));
    }
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  };
  if (who === "staff") {
    await openRoute(page, "/admin/feedback");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("link", { name: new RegExp(REPORT.slice(0, 30)) }).first()).toBeVisible();
    await measure("/admin/feedback");
    await openRoute(page, `/admin/feedback/${seeded.id}`);
    await expect(page.getByText("The long names now wrap.")).toBeVisible();
    await measure("/admin/feedback/:id");
  } else {
    await openRoute(page, "/settings");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    // The last row of Support: the player's own feedback.
    const support = page.locator("#settings-myFeedback");
    await page.locator('[aria-controls="settings-myFeedback"]').click();
    await expect(support.getByText("The long names now wrap.")).toBeVisible();
    await measure("/settings, Your feedback");
  }
  await context.close();
  return found;
}

for (const language of LANGUAGES) {
  test(`the feedback inbox and the player's replies hold their layout in ${language}`, async ({
    browser,
  }) => {
    const found = [
      ...(await check(browser, language, "staff")),
      ...(await check(browser, language, "player")),
    ];
    expect(found, found.join("\n")).toEqual([]);
  });
}
