// Reports and the moderators' queue (docs/product.md#reports, docs/product.md#moderation-queue).

/** Why a player reports a public build or profile. */
export const REPORT_REASONS = ["impossible", "offensive", "not-theirs", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_TARGETS = ["build", "profile"] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Reports one player may send in a day: enough for honest use, too few to flood the queue. */
export const REPORTS_PER_DAY = 10;
export const REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The few words a report carries ("other" needs them; the other reasons may add some). */
export const REPORT_TEXT_MAX = 500;
/** A moderator's reason, shown to the player whose build or account it changed. */
export const MODERATION_REASON_MAX = 500;

/** What a moderator may do about a report; all but `dismiss` change the target and tell its owner. */
export const REPORT_ACTIONS = [
  "hide-build",
  "unhide-build",
  "reset-nickname",
  "reset-avatar",
  "dismiss",
] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The actions that fit a target: a build can be hidden or shown again; a profile's name or avatar reset. */
export function actionsFor(target: ReportTarget, hidden: boolean): ReportAction[] {
  if (target === "build") return [hidden ? "unhide-build" : "hide-build", "dismiss"];
  return ["reset-nickname", "reset-avatar", "dismiss"];
}

/** A reason is needed wherever a player is told why something of theirs changed. */
export const actionNeedsReason = (action: ReportAction) =>
  action === "hide-build" || action.startsWith("reset-");

/** How the reporter's notice words the result (locales notices.json `reportHandled.<outcome>`). */
export type ReportOutcome = "build-hidden" | "nickname-reset" | "avatar-reset" | "dismissed";

/** Showing a hidden build again does nothing the reporter asked for: to them it reads as dismissed. */
export const outcomeOf = (action: ReportAction): ReportOutcome =>
  action === "hide-build"
    ? "build-hidden"
    : action === "reset-nickname"
      ? "nickname-reset"
      : action === "reset-avatar"
        ? "avatar-reset"
        : "dismissed";

/** Reports a player may still send, given how many they sent in the last day. */
export const reportsLeft = (sentToday: number) => Math.max(0, REPORTS_PER_DAY - sentToday);
