import fc from "fast-check";
import { deflateSync, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { normalizeHunterInput } from "#core/rules/build-normalize.ts";
import {
  decodeShareCode,
  encodeShareCode,
  SHARE_CODE_MAX,
  SHARE_CODE_PREFIX,
} from "#core/rules/share-code.ts";
import { hunterArb } from "../../../tests/factories/arbitraries.ts";
import { testGameData as gameData } from "../../../tests/factories/game-data.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";
import { attrs } from "../../../tests/factories/item.ts";
import { cpuMsOf } from "../../../tests/support/cpu-time.ts";

const storedBuildArb = hunterArb(gameData).map((h) => normalizeHunterInput(h, gameData));

describe("share codes", () => {
  it("decoding an encoded build gives the equal build back", () => {
    fc.assert(
      fc.property(storedBuildArb, (build) => {
        expect(decodeShareCode(encodeShareCode(build))).toEqual({ ok: true, build });
      }),
    );
  });

  it("a typical build is a few hundred URL-safe characters with no user id", () => {
    const build = createHunter({
      hunterName: "Ozzy",
      items: {
        Weapon: { rarity: "Legendary", quality: "Perfect", attributes: attrs(["ATK SPD", 12], ["Crit", 8]) },
        Ring: { rarity: "Epic", quality: "Perfect", attributes: attrs(["ATK SPD", 9]) },
        Gloves: { rarity: "Epic", quality: "Good", runeType: "ATK SPD", runeValue: 6 },
      },
    });
    const code = encodeShareCode(build);
    expect(code.startsWith(SHARE_CODE_PREFIX)).toBe(true);
    expect(code).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(code.length).toBeLessThan(500);
  });

  it("reads the code out of the link 'Copy share code' copies, with or without spaces around it", () => {
    const build = createHunter({ hunterName: "Linked", atkSpdGoal: 1.5 });
    const code = encodeShareCode(build);
    for (const text of [
      code,
      `https://lodge.example/import?code=${code}`,
      `  https://lodge.example/import?code=${code}\n`,
      `lodge.example/import?code=${code}&utm=chat`,
    ]) {
      const decoded = decodeShareCode(text);
      expect(decoded.ok && decoded.build.hunterName).toBe("Linked");
    }
    expect(decodeShareCode("https://lodge.example/import").ok).toBe(false);
  });

  it("names the reason a text is not a code", () => {
    expect(decodeShareCode("  ")).toEqual({ ok: false, error: "empty" });
    expect(decodeShareCode("https://example.com")).toEqual({ ok: false, error: "unknown-version" });
    expect(decodeShareCode(`${SHARE_CODE_PREFIX}${"A".repeat(SHARE_CODE_MAX)}`)).toEqual({
      ok: false,
      error: "too-long",
    });
    expect(decodeShareCode(`${SHARE_CODE_PREFIX}not base64!`)).toEqual({ ok: false, error: "corrupt" });
  });

  it("stops inflating a code once its text passes what any build needs (7.8 KB that inflates to 6 MB)", async () => {
    const deflated = deflateSync(strToU8(`{"hunterName":"${" ".repeat(6_000_000)}"}`), { level: 9 });
    const bomb = SHARE_CODE_PREFIX + Buffer.from(deflated).toString("base64url");
    expect(bomb.length).toBeLessThanOrEqual(SHARE_CODE_MAX);
    const cpuMs = await cpuMsOf(() => {
      for (let i = 0; i < 20; i++) expect(decodeShareCode(bomb)).toEqual({ ok: false, error: "too-long" });
    });
    // Inflating all of it took about 30 ms a time; stopping at the limit, about 3.
    expect(cpuMs).toBeLessThan(300);
  });

  it("never throws on random text, truncations or flipped characters", () => {
    const code = encodeShareCode(createHunter({ hunterName: "Fuzz", traits: { Curse: 3 } }));
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.";
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 2000 }),
          fc.string({ maxLength: 600 }).map((s) => SHARE_CODE_PREFIX + s),
          fc.nat(code.length).map((n) => code.slice(0, n)),
          fc
            .tuple(fc.nat(code.length - 1), fc.constantFrom(...alphabet))
            .map(([at, char]) => code.slice(0, at) + char + code.slice(at + 1)),
        ),
        (text) => {
          const decoded = decodeShareCode(text);
          expect(typeof decoded.ok).toBe("boolean");
        },
      ),
      { numRuns: 500 },
    );
  });
});
