import { describe, expect, it } from "vitest";
import { keepInDeviceCopy } from "./device-copy-policy.ts";

const query = (key: string, data: unknown) => ({ queryKey: [key], state: { data } });

describe("what the device's copy keeps", () => {
  it("keeps what the player saw, and no empty answer", () => {
    expect(keepInDeviceCopy(query("hunters", []))).toBe(true);
    expect(keepInDeviceCopy(query("hunters", undefined))).toBe(false);
    expect(keepInDeviceCopy(query("me", null))).toBe(false);
  });

  it("keeps a verified player or a guest, never one still verifying an e-mail", () => {
    expect(keepInDeviceCopy(query("me", { emailVerified: true, isAnonymous: false }))).toBe(true);
    expect(keepInDeviceCopy(query("me", { emailVerified: false, isAnonymous: true }))).toBe(true);
    expect(keepInDeviceCopy(query("me", { emailVerified: false, isAnonymous: false }))).toBe(false);
  });
});
