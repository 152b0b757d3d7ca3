import { describe, expect, it } from "vitest";
import { formatBaseSpeed } from "./base-speed.ts";

describe("a weapon's base speed as the player reads it", () => {
  it("keeps 2 decimals, as a typed 0.30 has, in the language's marks", () => {
    expect(formatBaseSpeed("en", 0.3)).toBe("0.30");
    expect(formatBaseSpeed("en", 2)).toBe("2.00");
    expect(formatBaseSpeed("de", 1.8)).toBe("1,80");
    expect(formatBaseSpeed("ko", 0.37)).toBe("0.37");
  });

  it("keeps a base's further decimals up to the 4 the attack speed is shown with", () => {
    expect(formatBaseSpeed("en", 0.375)).toBe("0.375");
    expect(formatBaseSpeed("fr", 1.23456)).toBe("1,2346");
  });
});
