// The game's rules on every value (docs/product.md#the-games-rules-on-every-value): the server's refusal of a
// save or an import outside them. Spread into `messages`, so it is a `messages.*` key with an entry in every
// language's messages catalogue; `fields` lists each break as `<field> <value> > <max>` (rules/game-bounds/break-line.ts),
// the same in every language, and the player's app words the error's details in the player's language.
export const ruleMessages = {
  outsideGameRules: (fields: string) => `Outside the game's rules: ${fields}.`,
  // One hunter or item of an import (transfer-messages.ts names `where`).
  importOutsideRules: (where: string, fields: string) => `${where}: outside the game's rules: ${fields}.`,
} as const;
