// The console's and the trust rules' texts the server answers with (docs/product.md#the-console); the
// screens word the rest through their locale files.
export const consoleMessages = {
  staffOnly: "Only the lodge's moderators and admins can do this.",
  adminOnly: "Only the lodge's admins can do this.",
  // The feedback inbox (docs/product.md#feedback-inbox)
  feedbackNotFound: "This feedback no longer exists.",
  feedbackNoteTooLong: "Please keep the note under 2000 characters.",
  feedbackReplyRequired: "Please write a reply.",
  feedbackReplyTooLong: "Please keep your reply under 4000 characters.",
  // Game data in the console (docs/product.md#game-data-in-the-console)
  gameDataNotDraft: "This version was published before: roll back to it instead.",
  gameDataDraftNoRollback: "A draft has never been served: publish it instead.",
  gameDataAlreadyServed: "This version is the one served now.",
  gameImageNotNamed: "The game data names no image by that name.",
  gameImageInvalid: "That file is not a PNG, JPEG, WebP or SVG image.",
  gameImageTooLarge: "An image may be at most 160 KB.",
};
