import { describe, expect, it } from "vitest";
import { onPhoneNetwork } from "./phone-network.ts";

describe("a phone network", () => {
  it("is a connection rated 2g or 3g, or one the player asked to save data on", () => {
    for (const effectiveType of ["slow-2g", "2g", "3g"]) expect(onPhoneNetwork({ effectiveType })).toBe(true);
    expect(onPhoneNetwork({ effectiveType: "4g", saveData: true })).toBe(true);
  });

  it("is not a 4g connection, nor a browser without the Network Information API", () => {
    expect(onPhoneNetwork({ effectiveType: "4g", saveData: false })).toBe(false);
    expect(onPhoneNetwork({})).toBe(false);
    expect(onPhoneNetwork(undefined)).toBe(false);
  });
});
