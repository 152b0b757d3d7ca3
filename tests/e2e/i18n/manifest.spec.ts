import { expect, test } from "@playwright/test";

// docs/decisions.md, "Translations": the page names the installable app's manifest in its interface language,
// so the app a player installs is described and its shortcuts labelled in that language.
test.describe("a browser that prefers German", () => {
  test.use({ locale: "de-DE" });

  test("names the German manifest, and the English one once the player switches to English", async ({
    page,
  }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmelden");
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveAttribute("href", "/manifest.de.webmanifest");

    const answer = await page.request.get("/manifest.de.webmanifest");
    expect(answer.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      name: string;
      lang: string;
      description: string;
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest.name).toBe("Hunter Lodge");
    expect(manifest.lang).toBe("de");
    expect(manifest.description).toMatch(/^Baue, speichere und teile deine Jäger/);
    expect(manifest.shortcuts.map((s) => `${s.name} ${s.url}`)).toEqual([
      "Jäger /",
      "Inventar /inventory",
      "Kalender /calendar",
    ]);

    await page.getByLabel("Sprache").selectOption("en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
    await expect(link).toHaveAttribute("href", "/manifest.webmanifest");
  });
});
