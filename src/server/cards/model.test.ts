import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { cardImageLanguage, ownerLanguage } from "#core/rules/card-language.ts";
import { boardSpeed } from "#core/rules/speed-cap.ts";
import { loadGameDataFile } from "#server/game-data/load.ts";
import { emptyHunter, fullUltimateHunter } from "../../../tests/cards/fixtures.ts";
import { createHunter } from "../../../tests/factories/hunter.ts";
import { h } from "./element.ts";
import { hunterCard } from "./hunter-card.ts";
import { hunterCardModel, profileCardModel } from "./model.ts";
import { avatar } from "./parts.ts";
import { renderPng } from "./render.ts";

// Cards speak their owner's language (docs/decisions.md, "Cards draw in the owner's language"): the
// catalogue's words, game names through the game data's translations, numbers with the language's marks.
// English is what the goldens show (golden.test.ts).
const gameData = loadGameDataFile();
const owner = { nickname: "aria", image: null, avatarBgColor: null };
const german = cardImageLanguage(ownerLanguage("de", "interface"));

describe("a card in its owner's language", () => {
  it("draws a German owner's build in German, ATK SPD with a decimal comma", async () => {
    const model = hunterCardModel(fullUltimateHunter(), owner, gameData, german);
    expect(model.words).toMatchObject({
      actualAtkSpd: "Aktuelle ATK SPD",
      equipment: "Ausrüstung",
      buildSummary: "Build-Übersicht",
      setEffects: "Set-Effekte",
      mount: "Reittier",
      createdBy: "Erstellt von",
    });
    expect(model.rarity?.text).toBe("Ultimativ");
    expect(model.hunterClass?.text).toBe("Scharfschütze");
    expect(model.facts).toEqual(["ATK SPD Lila", "Schnell", "Merkmal St. 5"]);
    expect(model.items[0]).toMatchObject({ name: "Morgenbrecher", detail: "Ultimativ", quality: "Makellos" });
    expect(model.sets[0]).toMatchObject({ name: "Zorn", level: "Stufe 3" });
    expect(model.mount.line).toEqual(["Reittier S", "Galopp", expect.any(String)]);
    expect(model.atkSpd.goal).toBe("Ziel 0,2500");
    expect(model.summary[0]?.display).toBe("125,00\u00a0%");

    const empty = hunterCardModel(
      createHunter({ atkSpdGoal: 0.135 }),
      { ...owner, nickname: null },
      gameData,
      german,
    );
    expect(empty.atkSpd.goal).toBe("Ziel 0,1350");
    expect(empty.atkSpd.actual).toMatch(/^\d,\d{4}$/);
    expect(empty.atkSpd.status).toBe("Noch 87,98\u00a0%");
    expect(empty.creator).toBe("Anonym");
    expect(empty.engravedText).toBe("0 / 8 graviert");
    expect(empty.words.noStats).not.toBe(hunterCardModel(emptyHunter(), owner, gameData).words.noStats);

    // Inter has every glyph German needs: the card draws.
    const png = PNG.sync.read(await renderPng(hunterCard(model)));
    expect([png.width, png.height]).toEqual([1200, 630]);
  });

  it("words a German profile card: achievement names, counts and headings", () => {
    const model = profileCardModel(
      {
        owner: { ...owner, nickname: "aria" },
        hunters: [{ ...emptyHunter(), speed: boardSpeed(2) }],
        achievements: { create_hunters: "A" },
      },
      gameData,
      german,
    );
    expect(model.huntersHeading).toBe("Öffentliche Jäger");
    expect(model.achievementWords.heading).toBe("Erfolge");
    expect(model.achievementWords.reached).toBe("1 erreicht");
    expect(model.achievements[0]?.name).toBe("Jägersammler");
  });

  it("draws a Korean owner's card in English (no Hangul in the card's font), English game terms kept", () => {
    expect(cardImageLanguage(ownerLanguage("ko", "interface"))).toEqual({
      language: "en",
      gameLanguage: "en",
    });
    expect(ownerLanguage("fr", "english")).toEqual({ language: "fr", gameLanguage: "en" });
    expect(ownerLanguage(null, "interface")).toEqual({ language: "en", gameLanguage: "en" });
    const model = hunterCardModel(fullUltimateHunter(), owner, gameData, ownerLanguage("fr", "english"));
    expect(model.words.equipment).toBe("Équipement");
    expect(model.rarity?.text).toBe("Ultimate");
    expect(model.atkSpd.goal).toBe("Objectif 0,2500");
  });
});

// docs/product.md#the-games-fastest-attack-on-the-boards and #verified-builds-on-the-boards.
describe("a card of a build past the game's cap", () => {
  it("shows the cap with its words and the overflow, never the formula's faster number", () => {
    // The formula gives 0.1350 s.
    const english = hunterCardModel(fullUltimateHunter(), owner, gameData, undefined, true);
    expect(english.atkSpd.actual).toBe("0.2500");
    expect(english.atkSpd.cap).toEqual(["at the cap", "+0.1150 beyond"]);
    expect(english.verified).toBe("Verified");
    const inGerman = hunterCardModel(fullUltimateHunter(), owner, gameData, german, true);
    expect(inGerman.atkSpd).toMatchObject({ actual: "0,2500", cap: ["am Limit", "+0,1150 darüber"] });
    expect(inGerman.verified).toBe("Verifiziert");
  });

  it("says nothing of the cap for a slower build, and no badge for one not verified", () => {
    const slow = hunterCardModel(emptyHunter(), owner, gameData);
    expect(slow.atkSpd.cap).toBeNull();
    expect(slow.verified).toBeNull();
  });
});

// docs/product.md#build-cards: the profile card's hunters are the owner's strongest.
describe("a profile card's strongest hunters", () => {
  const build = (hunterName: string, hunterRarity: string, formula: number) => ({
    ...createHunter({ hunterName, general: { hunterRarity } }),
    speed: boardSpeed(formula),
  });

  it("come by rarity, then by speed as the boards rank it (past the cap is the cap), then by slot", () => {
    const model = profileCardModel(
      {
        owner,
        hunters: [
          build("Slow Legend", "Legendary", 1.2),
          build("Quick Legend", "Legendary", 0.8),
          build("Ultimate", "Ultimate", 1.5),
          build("Capped Legend", "Legendary", 0.25),
          build("Past The Cap", "Legendary", 0.2),
        ],
        achievements: {},
      },
      gameData,
    );
    expect(model.strongest.map((h) => h.name)).toEqual(["Ultimate", "Capped Legend", "Past The Cap"]);
    expect(model.huntersHeading).toBe("Strongest hunters");
  });
});

describe("a card's avatar", () => {
  // The pixel 20 px in from the circle's left edge, on its middle line: the circle's own colour.
  async function circleColour(model: ReturnType<typeof profileCardModel>) {
    const frame = h(
      "div",
      { style: { display: "flex", width: 1200, height: 630 } },
      avatar(model.avatar, 150),
    );
    const png = PNG.sync.read(await renderPng(frame));
    const at = (75 * png.width + 20) * 4;
    return [png.data[at], png.data[at + 1], png.data[at + 2]];
  }
  const profileOf = (cardOwner: { nickname: string; image: null; avatarBgColor: string | null }) =>
    profileCardModel({ owner: cardOwner, hunters: [], achievements: {} }, gameData);

  it("is the app's orange when the player chose no colour, and the chosen colour when they did", async () => {
    const [red = 0, green = 0, blue = 0] = await circleColour(profileOf(owner));
    // The app's lodge-accent to lodge-accent-2 (#f5b942 → #e8892b), never the panel grey #1a2233.
    expect(red).toBeGreaterThan(220);
    expect(green).toBeGreaterThan(120);
    expect(green).toBeLessThan(200);
    expect(blue).toBeLessThan(80);
    expect(await circleColour(profileOf({ ...owner, avatarBgColor: "#4a2a7a" }))).toEqual([0x4a, 0x2a, 0x7a]);
  });
});
