import { expect, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { encodeShareCode } from "#core/rules/share-code.ts";
import { newHunter } from "#core/schemas/hunter.ts";
import { saveHunter, sharePath } from "../hunters/hunters-api.ts";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { registerAndVerify } from "../support/fixtures.ts";

// docs/decisions.md#2026-11-24-export-import-and-share-codes: a hunter leaves as a file or a share code and
// comes back through the preview.

test("export a hunter as a file and import it back through the preview", async ({ page }) => {
  await registerAndVerify(page);
  const hunter = await saveHunter(page, 0, { hunterName: "Ozzy" });
  await page.goto(sharePath(hunter));
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: messages.exportHunter, exact: true }).click();
  const file = await (await download).path();

  await page.goto("/import");
  await page.getByLabel("Or choose an export file").setInputFiles(file);
  const preview = page.getByRole("region", { name: "Import preview" });
  await expect(preview).toContainText("Ozzy");
  await expect(preview).toContainText("Slot 2");
  await expect(preview).toContainText("Attack speed");
  await expectNoSeriousViolations(page, "import preview");
  await preview.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Imported 1 hunter and 0 items.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 3, name: "Ozzy", exact: true })).toHaveCount(2);
});

test("a share code link opens the preview, and the import writes only on confirm", async ({ page }) => {
  await registerAndVerify(page);
  const code = encodeShareCode({ ...newHunter(), hunterName: "Coded Kai" });
  await page.goto(`/import?code=${code}`);
  await page.getByRole("button", { name: "Preview code" }).click();
  const preview = page.getByRole("region", { name: "Import preview" });
  await expect(preview).toContainText("Coded Kai");
  await expect(preview).toContainText("Slot 1");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 3, name: "Coded Kai", exact: true })).toHaveCount(0);

  await page.goto(`/import?code=${code}`);
  await page.getByRole("button", { name: "Preview code" }).click();
  await page.getByRole("region", { name: "Import preview" }).getByRole("button", { name: "Import" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 3, name: "Coded Kai", exact: true })).toHaveCount(1);
});

test("an import is refused with its reasons", async ({ page }) => {
  await registerAndVerify(page);
  const build = { ...newHunter(), hunterName: "Cursed", traits: { ...newHunter().traits, Curse: 3 } };
  await page.goto(`/import?code=${encodeShareCode(build)}`);
  await page.getByRole("button", { name: "Preview code" }).click();
  await expect(page.getByRole("alert")).toContainText(
    messages.importVipParts(messages.importHunterLabel("Cursed")),
  );
  await expect(
    page.getByRole("region", { name: "Import preview" }).getByRole("button", { name: "Import" }),
  ).toBeDisabled();

  await page.getByLabel("Share code").fill("HL1.broken");
  await page.getByRole("button", { name: "Preview code" }).click();
  await expect(page.getByRole("alert")).toContainText(messages.shareCodeCorrupt);
});

test("the field takes the link 'Copy share code' copies, and the import stays private unless chosen", async ({
  page,
}) => {
  await registerAndVerify(page);
  const code = encodeShareCode({ ...newHunter(), hunterName: "Linked Lea", isPublic: true });
  await page.goto("/import");
  await page.getByLabel("Share code").fill(`  http://localhost/import?code=${code} \n`);
  await page.getByRole("button", { name: "Preview code" }).click();
  const preview = page.getByRole("region", { name: "Import preview" });
  await expect(preview).toContainText("Linked Lea");
  await expect(preview.getByRole("checkbox", { name: "Make the imported hunters public" })).not.toBeChecked();
  await preview.getByRole("button", { name: "Import" }).click();
  await expect(page).toHaveURL(/\/$/);
  const own = (await (await page.request.get("/api/hunters")).json()) as {
    hunterName: string;
    isPublic: boolean;
  }[];
  expect(own.map((h) => [h.hunterName, h.isPublic])).toEqual([["Linked Lea", false]]);
});

test("importing a public build's copied share link counts one copy of that build in explore", async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await registerAndVerify(page);
  const name = `Shared ${Math.floor(Math.random() * 1e9)}`;
  const hunter = await saveHunter(page, 0, { hunterName: name, general: { hunterPurpose: name } });
  await page.goto(sharePath(hunter));
  await page.getByRole("button", { name: messages.copyShareCode, exact: true }).click();
  await expect(page.getByText(messages.shareCodeCopied)).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));

  // Another player opens the link, imports the build, and imports it again: one player, one copy.
  const other = await (await browser.newContext()).newPage();
  await registerAndVerify(other);
  for (let round = 0; round < 2; round++) {
    await other.goto(`${link.pathname}${link.search}`);
    await other.getByRole("button", { name: "Preview code" }).click();
    await other
      .getByRole("region", { name: "Import preview" })
      .getByRole("button", { name: "Import" })
      .click();
    await expect(other).toHaveURL(/\/$/);
  }
  const card = other.getByRole("region", { name: "Builds found" }).getByRole("article", { name });
  await expect(async () => {
    await other.goto(`/explore?purpose=${encodeURIComponent(name)}`);
    await expect(card).toContainText("1 copy", { timeout: 1_000 });
  }).toPass();
  await other.close();
});
