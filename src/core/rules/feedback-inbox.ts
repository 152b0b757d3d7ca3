// The console's feedback inbox (docs/product.md#feedback-inbox): what a submission can be marked as, how
// many a page shows and how long the texts staff write may be.

export const FEEDBACK_STATUSES = ["new", "planned", "done", "declined"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_ORDERS = ["newest", "oldest"] as const;
export type FeedbackOrder = (typeof FEEDBACK_ORDERS)[number];

export const FEEDBACK_PAGE_SIZE = 25;
/** Pages beyond this are refused: far more than an instance's inbox holds, and an offset that stays cheap. */
export const FEEDBACK_PAGE_MAX = 10_000;

export const FEEDBACK_NOTE_MAX = 2000;
export const FEEDBACK_REPLY_MAX = 4000;

/** A player's own submissions under Settings → Support: the newest ones, replies with each. */
export const OWN_FEEDBACK_SHOWN = 50;

/** How much of a reply a player's notice quotes: a line, never the whole answer. */
export const REPLY_EXCERPT_LENGTH = 140;

export function excerpt(text: string, length = REPLY_EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim();
  // Counted and cut in code points, never inside a surrogate pair, so the excerpt stays storable.
  const chars = Array.from(line);
  return chars.length <= length
    ? line
    : `${chars
        .slice(0, length - 1)
        .join("")
        .trimEnd()}…`;
}

/** The number of pages `total` submissions fill; an empty inbox is one empty page. */
export const pageCount = (total: number, size = FEEDBACK_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));
