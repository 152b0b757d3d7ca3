import { afterEach, describe, expect, it } from "vitest";
import { readEnv } from "#server/env.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { dbKinds } from "./support/test-db.ts";

// docs/decisions.md#2026-11-23-about-the-creators-links-and-the-tutorial-video-are-operator-settings: the
// operator's support, community and tutorial video settings reach players through /api/config, and the CSP
// lets media come from the video's host only when it is set.
describe.each(dbKinds)("instance settings (%s)", (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.destroy();
    t = undefined;
  });

  const csp = async (app: TestApp) =>
    (await app.client().get("/api/health")).headers.get("content-security-policy") ?? "";

  it("unset: /api/config has no links and no video, and the CSP allows no other media host", async () => {
    t = await createTestApp(kind);
    const config = await (await t.client().get("/api/config")).json();
    expect(config).toMatchObject({ supportUrl: null, communityUrl: null, tutorialVideoUrl: null });
    expect(await csp(t)).not.toContain("media-src");
  });

  it("set: /api/config gives the links and the video, and media may come from the video's origin alone", async () => {
    t = await createTestApp(kind, {
      env: {
        SUPPORT_URL: "mailto:help@guild.example",
        COMMUNITY_URL: "https://discord.example/invite/lodge",
        TUTORIAL_VIDEO_URL: "https://videos.example/lodge/tutorial.mp4",
      },
    });
    const config = await (await t.client().get("/api/config")).json();
    expect(config).toMatchObject({
      supportUrl: "mailto:help@guild.example",
      communityUrl: "https://discord.example/invite/lodge",
      tutorialVideoUrl: "https://videos.example/lodge/tutorial.mp4",
    });
    const policy = await csp(t);
    expect(policy).toContain("media-src 'self' https://videos.example;");
    expect(policy).not.toContain("discord.example");
    expect(policy).not.toMatch(/frame-src|\*/);
  });

  it("a video on the instance itself adds nothing to the CSP", async () => {
    t = await createTestApp(kind, { env: { TUTORIAL_VIDEO_URL: "/media/tutorial.webm" } });
    expect(await csp(t)).not.toContain("media-src");
  });
});

describe("instance settings refused", () => {
  it.each([
    ["SUPPORT_URL", "javascript:alert(1)"],
    ["COMMUNITY_URL", "ftp://guild.example"],
    ["TUTORIAL_VIDEO_URL", "//videos.example/tutorial.mp4"],
  ])("%s=%s stops the server with the setting's name", (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(name);
  });
});
