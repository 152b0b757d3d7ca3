import { DAY_MS } from "#core/rules/time.ts";

export const FEEDBACK_LOCK_DAYS = 7;

type FeedbackLock = { locked: boolean; daysRemaining: number };

// One submission per type per 7 days; the wait is shown in whole days, rounded up.
// Accepts the ISO string of /api/me as well as a Date.
export function feedbackLock(lastSubmission: Date | string | null, now: Date): FeedbackLock {
  const last = lastSubmission === null ? Number.NaN : new Date(lastSubmission).getTime();
  const remaining = last + FEEDBACK_LOCK_DAYS * DAY_MS - now.getTime();
  if (!(remaining > 0)) return { locked: false, daysRemaining: 0 };
  // A submission dated in the future (clock skew) still locks for at most the full week.
  return { locked: true, daysRemaining: Math.min(FEEDBACK_LOCK_DAYS, Math.ceil(remaining / DAY_MS)) };
}

// The earliest submission time that still locks at `now`: the server claims the week against it.
export const feedbackLockCutoff = (now: Date): Date => new Date(now.getTime() - FEEDBACK_LOCK_DAYS * DAY_MS);
