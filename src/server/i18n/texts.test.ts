import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { languageFor, translateMessage } from "./texts.ts";

describe("the server's texts in the player's language", () => {
  it("prefers the account's language, then Accept-Language, then English", () => {
    expect(languageFor("ko", "de-DE,de;q=0.9")).toBe("ko");
    expect(languageFor(null, "fr-CA,fr;q=0.8,en;q=0.5")).toBe("fr");
    expect(languageFor("xx", "pt-PT")).toBe("pt-BR");
    expect(languageFor(undefined, undefined)).toBe("en");
  });

  it("answers a message raised in English in the asked language, values carried over", () => {
    expect(translateMessage(messages.hunterNotFound, "de")).toBe("Jäger-Build nicht gefunden.");
    expect(translateMessage(messages.presetLimit(5), "es")).toBe("Has alcanzado tu límite de 5 plantillas.");
    expect(translateMessage(messages.feedbackLocked(1), "fr")).toBe(
      "Vous pourrez envoyer à nouveau dans 1 jour",
    );
    expect(translateMessage(messages.feedbackLocked(3), "fr")).toBe(
      "Vous pourrez envoyer à nouveau dans 3 jours",
    );
    expect(translateMessage(messages.hunterNotFound, "en")).toBe(messages.hunterNotFound);
    expect(translateMessage("Something nobody wrote down.", "ko")).toBe("Something nobody wrote down.");
  });
});
