import { describe, expect, it } from "vitest";
import { exactOption, matchOptions } from "./type-ahead-match.ts";

const stats = [
  "HP",
  "ATK",
  "ATK SPD",
  "Crit Rate",
  "Crit Damage",
  "Damage to Monsters",
  "PvP Damage",
  "Évasion",
].map((value) => ({ value, label: value === "Crit Damage" ? "Krit-Schaden" : value }));
const labels = (typing: string) => matchOptions(stats, typing).map((option) => option.label);

describe("the type-ahead's matches", () => {
  it("lists every option, in order, before anything is typed", () => {
    expect(labels("  ")).toEqual(stats.map((option) => option.label));
  });

  it("puts the exact name first, then names starting with the typing, then a word starting with it, then any", () => {
    expect(labels("atk")).toEqual(["ATK", "ATK SPD"]);
    expect(labels("dam")).toEqual(["Damage to Monsters", "Krit-Schaden", "PvP Damage"]);
    expect(labels("age")).toEqual(["Krit-Schaden", "Damage to Monsters", "PvP Damage"]);
    expect(labels("ATK SPD")).toEqual(["ATK SPD"]);
  });

  it("matches the shown name (the game-terms language) and the stored English one, case and accents aside", () => {
    expect(labels("schaden")).toEqual(["Krit-Schaden"]);
    expect(labels("crit d")).toEqual(["Krit-Schaden"]);
    expect(labels("evas")).toEqual(["Évasion"]);
    expect(labels("zzz")).toEqual([]);
  });

  it("knows an option typed in full, by either name, and nothing else", () => {
    expect(exactOption(stats, "krit-schaden")?.value).toBe("Crit Damage");
    expect(exactOption(stats, "Crit Damage")?.value).toBe("Crit Damage");
    expect(exactOption(stats, "atk sp")).toBeUndefined();
  });
});
