import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago.ts";

const now = Date.UTC(2026, 10, 24, 12, 0, 0);
const ago = (seconds: number) => new Date(now - seconds * 1000);

describe("timeAgo", () => {
  it("names the largest whole unit in the player's language", () => {
    expect(timeAgo("en", ago(3 * 60 + 20), now)).toBe("3 minutes ago");
    expect(timeAgo("de", ago(2 * 3600), now)).toBe("vor 2 Stunden");
    expect(timeAgo("ko", ago(3 * 86_400), now)).toBe("3일 전");
  });

  it("says now under a minute and yesterday for one day", () => {
    expect(timeAgo("en", ago(20), now)).toBe("now");
    expect(timeAgo("fr", ago(86_400), now)).toBe("hier");
  });
});
