// Export, import and share codes (docs/decisions.md#2026-11-24-export-import-and-share-codes): one feature's
// family of texts, kept apart so messages.ts stays within the house's 400 lines. messages.ts spreads them in,
// so they stay `messages.*` keys and entries of the messages catalogue
// (src/core/i18n/locales/<lang>/messages.json) like every other message.
export const transferMessages = {
  shareCodeEmpty: "Paste a share code first.",
  shareCodeTooLong: "This share code is far too long to be a build: check that only the code was pasted.",
  shareCodeUnknownVersion: "This is not a Hunter Lodge share code: it should start with HL1.",
  shareCodeCorrupt: "This share code is damaged or incomplete: copy it again from where it was shared.",
  importFileInvalid: "This is not a Hunter Lodge export file, or it is damaged or from a newer version.",
  importNothing: "There is nothing to import: no hunter and no item.",
  importUnknownValue: (where: string, field: string, value: string) =>
    `${where}: ${field} "${value}" does not exist in this Hunter Lodge's game data.`,
  importOutOfRange: (where: string, field: string, value: string) =>
    `${where}: ${field} ${value} is out of range.`,
  importVipParts: (where: string) =>
    `${where}: traits, paragon and sets are VIP features; a free account cannot import them.`,
  importNoSlot: (where: string) => `${where}: there is no free hunter slot left for it.`,
  importNoInventorySpace: (count: number, room: number) =>
    `${count} items do not fit: the inventory has room for ${room} more.`,
  importItemIncomplete: (where: string) =>
    `${where}: its type, rarity or quality is missing or unknown here.`,
  importItemInheritable: (where: string) => `${where}: inheritable items are a VIP feature.`,
  importHunterLabel: (name: string) => `Hunter "${name}"`,
  // The place in the file and what the item is, so the player finds it: 'Item 8 (Rare Ring "Moonblade")'.
  importItemLabel: (n: number, what: string) => (what === "" ? `Item ${n}` : `Item ${n} (${what})`),
  importRefused: "Nothing was imported: fix the problems listed and try again.",
  importTitle: "Import",
  exportAll: "Export all",
  exportHunter: "Export",
  copyShareCode: "Copy share code",
  shareCodeCopied: "Share link with the code copied: anyone signed in can import it.",
} as const;
