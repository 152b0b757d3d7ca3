import { describe, expect, it } from "vitest";
import { acceptLanguageTags, matchLanguage } from "./languages.ts";

describe("choosing a language from the browser's", () => {
  it("takes an exact tag first, then the same base language, else English", () => {
    expect(matchLanguage(["pt-BR", "en"])).toBe("pt-BR");
    expect(matchLanguage(["pt-PT"])).toBe("pt-BR");
    expect(matchLanguage(["de-AT", "fr"])).toBe("de");
    expect(matchLanguage(["ko-KR"])).toBe("ko");
    expect(matchLanguage(["it", "ja"])).toBe("en");
    expect(matchLanguage([])).toBe("en");
  });

  it("reads Accept-Language by weight, keeping the order of equal ones and dropping * and q=0", () => {
    expect(acceptLanguageTags("fr;q=0.5, de-CH, *;q=0.1, es;q=0")).toEqual(["de-CH", "fr"]);
    expect(acceptLanguageTags("ko-KR,ko;q=0.9,en-US;q=0.8")).toEqual(["ko-KR", "ko", "en-US"]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});
