import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { checkShareable, hunterSharePath, referralPath } from "#core/rules/sharing.ts";
import { visibilitySchema } from "#core/schemas/sharing.ts";
import { validate } from "#core/schemas/validation.ts";

describe("sharing", () => {
  it("shares only public hunters", () => {
    expect(checkShareable(true)).toBeNull();
    expect(checkShareable(false)).toBe(messages.onlyPublicShared);
  });

  it("builds the hunter share link and the referral link", () => {
    expect(hunterSharePath("u1", "h 2")).toBe("/hunter/u1/h%202");
    expect(referralPath("abc&x=1")).toBe("/login?ref=abc%26x%3D1");
  });

  it("reads the visibility toggle", () => {
    expect(validate(visibilitySchema, { isPublic: false })).toEqual({ ok: true, data: { isPublic: false } });
    expect(validate(visibilitySchema, { isPublic: "yes" })).toMatchObject({
      message: messages.invalidRequest,
    });
  });
});
