import type { GameData } from "#core/game-data/schema.ts";

const event = (shortTitle: string) => ({
  shortTitle,
  title: `${shortTitle} title`,
  description: `${shortTitle} description.`,
  icon: "*",
});

/** Calendar texts named after what they stand for, so a test reads which event a day holds. */
export const namedCalendar: GameData["calendar"] = {
  battleOfValor: [event("Selection"), event("Teams"), event("Attack")],
  dailyEvents: [event("Books"), event("Sacred"), event("Modify"), event("Darkness")],
  worldBossPairs: [
    [event("Boss A1"), event("Boss A2")],
    [event("Boss B1"), event("Boss B2")],
  ],
};
