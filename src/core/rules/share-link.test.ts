import { describe, expect, it } from "vitest";
import { createHunter } from "../../../tests/factories/hunter.ts";
import { decodeShareCode, encodeShareCode } from "./share-code.ts";
import { shareLink, shareSourceOf } from "./share-link.ts";

describe("share links", () => {
  const code = encodeShareCode(createHunter({ hunterName: "Linked" }));

  it("a public build's link names the build it came from and still reads as its code", () => {
    const link = shareLink("https://lodge.example", code, { ownerId: "owner_1", hunterId: "hunter-2" });
    expect(shareSourceOf(link)).toEqual({ ownerId: "owner_1", hunterId: "hunter-2" });
    expect(shareSourceOf(`  ${link}\n`)).toEqual({ ownerId: "owner_1", hunterId: "hunter-2" });
    const decoded = decodeShareCode(link);
    expect(decoded.ok && decoded.build.hunterName).toBe("Linked");
  });

  it("a private build's link, a bare code or a link with a bad id names no build", () => {
    expect(shareSourceOf(shareLink("https://lodge.example", code, null))).toBeNull();
    expect(shareSourceOf(code)).toBeNull();
    expect(shareSourceOf(`https://x/import?code=${code}&owner=a&hunter=<b>`)).toBeNull();
    expect(shareSourceOf(`https://x/import?code=${code}&owner=a`)).toBeNull();
  });
});
