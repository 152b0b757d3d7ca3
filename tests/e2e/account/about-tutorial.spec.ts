import { expect, type Page, test } from "@playwright/test";
import { messages } from "#core/messages.ts";
import { currentMe, registerAndVerify } from "../support/fixtures.ts";
import { SettingsPage } from "../support/settings-page.ts";

// docs/decisions.md#2026-11-23-about-the-creators-links-and-the-tutorial-video-are-operator-settings: what
// the operator set (support and community links, a tutorial video) reaches the player through /api/config;
// this server has none set, so the tests add them to its answer.
async function withConfig(page: Page, extra: Record<string, string | null>) {
  await page.route("**/api/config", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...extra } });
  });
}

const watched = async (page: Page) =>
  ((await currentMe(page)) as unknown as { watchedTutorial: boolean }).watchedTutorial;

test("About the Creator shows the links the operator set, and no link that is not set", async ({ page }) => {
  await registerAndVerify(page);
  const settings = new SettingsPage(page);
  await settings.goto();
  await page.getByRole("button", { name: /^About the Creator/ }).click();
  const about = page.getByRole("dialog", { name: "About the Creator" });
  await expect(about).toContainText(messages.aboutSupportText);
  await expect(about).not.toContainText(/operator|README|docs\//i);
  await expect(about.getByRole("link")).toHaveCount(0);
  await page.keyboard.press("Escape");

  await withConfig(page, { supportUrl: "mailto:help@guild.example", communityUrl: null });
  await settings.goto();
  await page.getByRole("button", { name: /^About the Creator/ }).click();
  await expect(about.getByRole("link", { name: messages.aboutSupportLink })).toHaveAttribute(
    "href",
    "mailto:help@guild.example",
  );
  await expect(about.getByRole("link", { name: messages.aboutCommunityLink })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.unrouteAll();
  await withConfig(page, { communityUrl: "https://discord.example/lodge" });
  await settings.goto();
  await page.getByRole("button", { name: /^About the Creator/ }).click();
  const community = about.getByRole("link", { name: messages.aboutCommunityLink });
  await expect(community).toHaveAttribute("href", "https://discord.example/lodge");
  await expect(community).toHaveAttribute("target", "_blank");
  await expect(about.getByRole("link", { name: messages.aboutSupportLink })).toHaveCount(0);
});

test("the operator's tutorial video counts as watched at its end, not when opened", async ({ page }) => {
  await registerAndVerify(page);
  // A half-second WebM drawn by the browser itself: the machine has no video file to serve.
  const video = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement("canvas"), { width: 64, height: 36 });
    const context = canvas.getContext("2d");
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    const started = performance.now();
    while (performance.now() - started < 500) {
      if (context) context.fillStyle = `hsl(${Math.round(performance.now()) % 360} 80% 50%)`;
      context?.fillRect(0, 0, 64, 36);
      await new Promise(requestAnimationFrame);
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    return Array.from(bytes);
  });
  await page.route("**/media/tutorial.webm", (route) =>
    route.fulfill({ contentType: "video/webm", body: Buffer.from(video) }),
  );
  await withConfig(page, { tutorialVideoUrl: "/media/tutorial.webm" });
  const settings = new SettingsPage(page);
  await settings.goto();
  await page.getByRole("button", { name: /^Tutorial/ }).click();
  const player = page.getByRole("dialog", { name: "Tutorial" }).getByLabel(messages.tutorialVideoLabel);
  await expect(player).toBeVisible();
  await expect(page.getByRole("button", { name: "Play tutorial" })).toHaveCount(0);
  expect(await watched(page)).toBe(false);

  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.ended)).toBe(true);
  await expect.poll(() => watched(page)).toBe(true);
});
