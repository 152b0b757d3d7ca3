import { describe, expect, it } from "vitest";
import { checkWebhookUrl } from "./webhook-url.ts";

const TOKEN = "abcdefghijklmnopqrstuvwxyz_0123456789-ABCDEFGHIJ";

describe("checkWebhookUrl", () => {
  it("takes Discord's webhook addresses and makes them canonical", () => {
    expect(
      checkWebhookUrl(` https://discord.com/api/webhooks/123456789012345678/${TOKEN}?wait=true `),
    ).toEqual({
      ok: true,
      url: `https://discord.com/api/webhooks/123456789012345678/${TOKEN}`,
      id: "123456789012345678",
    });
    expect(
      checkWebhookUrl(`https://canary.discord.com/api/v10/webhooks/123456789012345678/${TOKEN}`).ok,
    ).toBe(true);
  });

  it("refuses every other host, scheme, port, credential or path", () => {
    for (const url of [
      `http://discord.com/api/webhooks/123456789012345678/${TOKEN}`,
      `https://discord.com:8443/api/webhooks/123456789012345678/${TOKEN}`,
      `https://discord.com.evil.example/api/webhooks/123456789012345678/${TOKEN}`,
      `https://evil.example/api/webhooks/123456789012345678/${TOKEN}`,
      `https://user:pw@discord.com/api/webhooks/123456789012345678/${TOKEN}`,
      `https://discord.com/api/webhooks/123456789012345678/${TOKEN}/github`,
      `https://discord.com/api/oauth2/authorize`,
      `https://127.0.0.1/api/webhooks/123456789012345678/${TOKEN}`,
      `https://[::1]/api/webhooks/123456789012345678/${TOKEN}`,
      "not a url",
    ]) {
      expect(checkWebhookUrl(url), url).toEqual({ ok: false });
    }
  });

  it("takes an operator's own host, and only that one", () => {
    const stand = `http://127.0.0.1:4567/api/webhooks/123456789012345678/${TOKEN}`;
    expect(checkWebhookUrl(stand).ok).toBe(false);
    expect(checkWebhookUrl(stand, ["127.0.0.1:4567"]).ok).toBe(true);
    expect(checkWebhookUrl(stand.replace("4567", "4568"), ["127.0.0.1:4567"]).ok).toBe(false);
  });
});
