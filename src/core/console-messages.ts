// The console's and the trust rules' texts the server answers with (docs/product.md#the-console); the
// screens word the rest through their locale files.
export const consoleMessages = {
  staffOnly: "Only the lodge's moderators and admins can do this.",
  adminOnly: "Only the lodge's admins can do this.",
  // The console's core: accounts, roles, re-authentication, suspension (docs/product.md#the-console)
  consoleUserNotFound: "This account no longer exists.",
  consoleLastAdmin: "The lodge keeps at least one admin: appoint another admin first.",
  reauthRequired: "Please confirm it is you: sign in again to do this.",
  accountSuspended: (reason: string) => `This account is suspended: ${reason}`,
  consoleReasonRequired: "Please give a reason.",
  consoleReasonTooLong: "Please keep the reason under 500 characters.",
  consoleOwnAccount: "You cannot do this to your own account.",
  consoleDeleteConfirm: "Type the account's e-mail to confirm the deletion.",
  // The feedback inbox (docs/product.md#feedback-inbox)
  feedbackNotFound: "This feedback no longer exists.",
  feedbackNoteTooLong: "Please keep the note under 2000 characters.",
  feedbackReplyRequired: "Please write a reply.",
  feedbackReplyTooLong: "Please keep your reply under 4000 characters.",
  // Reports and the moderators' queue (docs/product.md#reports, docs/product.md#moderation-queue)
  reportNotFound: "There is no public build or profile here to report.",
  reportOwn: "You cannot report your own build or profile.",
  reportAlreadyOpen: "You have already reported this. A moderator will look at it.",
  reportLimit: (limit: number) => `You can send ${limit} reports a day. Please try again tomorrow.`,
  reportTextRequired: "Please say in a few words what is wrong.",
  reportTextTooLong: (max: number) => `Please keep it under ${max} characters.`,
  moderationReasonRequired: "Please tell the player why.",
  moderationReasonTooLong: (max: number) => `Please keep the reason under ${max} characters.`,
  moderationItemGone: "This report was already handled or no longer exists.",
  moderationClaimed: (name: string) => `${name} is handling this. Take it over only if you mean to.`,
  moderationActionUnfit: "This action does not fit what was reported.",
  // Game data in the console (docs/product.md#game-data-in-the-console)
  gameDataNotDraft: "This version was published before: roll back to it instead.",
  gameDataDraftNoRollback: "A draft has never been served: publish it instead.",
  gameDataAlreadyServed: "This version is the one served now.",
  gameImageNotNamed: "The game data names no image by that name.",
  gameImageInvalid: "That file is not a PNG, JPEG, WebP or SVG image.",
  gameImageTooLarge: "An image may be at most 160 KB.",
  // The Instance screen and backups (docs/product.md#instance-and-backups)
  backupTimeInvalid: "Please give the time as HH:MM (UTC), from 00:00 to 23:59.",
  backupKeepInvalid: "Please keep between 1 and 90 backups.",
  backupRunning: "A backup is being written. Wait for it to finish.",
};
