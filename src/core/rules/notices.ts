// What a player is told of what was done to what is theirs (docs/product.md#reports): the server writes a
// notice by kind (services/player-notices.ts), the app words each kind in the reader's language
// (locales notices.json `kinds.<kind>`, `reportHandled.<outcome>`). One list, so no kind goes unworded.
export const NOTICE_KINDS = [
  "report-handled",
  "build-hidden",
  "build-unhidden",
  "nickname-reset",
  "avatar-reset",
  "verification-verified",
  "verification-rejected",
  "verification-dropped",
  "feedback-reply",
  "discord-webhook-removed",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
