import { describe, expect, it } from "vitest";
import { messages } from "#core/messages.ts";
import { checkAvatarChoice, checkAvatarColor } from "#core/rules/avatar-choice.ts";

describe("avatar choice", () => {
  const gameData = {
    avatars: ["/avatars/fox.svg", "/avatars/owl.svg"],
    VIPavatars: ["/avatars/dragon.svg"],
    avatarColors: ["#1f2937", "#7C3AED"],
  };

  it("lets only VIPs pick a VIP avatar, and refuses avatars the game data lacks", () => {
    expect(checkAvatarChoice("/avatars/fox.svg", false, gameData)).toBeNull();
    expect(checkAvatarChoice("/avatars/dragon.svg", false, gameData)).toBe(messages.avatarVipOnly);
    expect(checkAvatarChoice("/avatars/dragon.svg", true, gameData)).toBeNull();
    expect(checkAvatarChoice("https://evil.example/x.svg", true, gameData)).toBe(messages.avatarRequired);
  });

  it("accepts only the game data's background colours, in any case", () => {
    expect(checkAvatarColor("#7c3aed", gameData)).toBeNull();
    expect(checkAvatarColor("#000000", gameData)).toBe(messages.avatarColorRequired);
  });
});
