import { afterEach, describe, expect, it, vi } from "vitest";
import { gameDataPath } from "#core/game-data/answer.ts";
import { LANGUAGES, PSEUDO_LANGUAGE } from "#core/i18n/languages.ts";
import { getGameData } from "./get-game-data.ts";

afterEach(() => vi.unstubAllGlobals());

describe("the game data's request", () => {
  // The first screens' page preloads gameDataPath(language) (src/server/first-screens.ts): the browser hands
  // that answer over only to a request for the very same address.
  it("asks for exactly the address the first screens preload, in every language", async () => {
    for (const language of [...LANGUAGES, PSEUDO_LANGUAGE]) {
      const fetch = vi.fn(async () => Response.json({}));
      vi.stubGlobal("fetch", fetch);
      await getGameData(language);
      const [input] = fetch.mock.calls[0] as unknown as [RequestInfo | URL];
      expect(String(input)).toBe(gameDataPath(language));
    }
  });
});
