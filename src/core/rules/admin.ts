/**
 * The console's rules (docs/product.md#the-console): who sees which area, when a destructive action asks
 * for the password again, and that an instance keeps an admin. No I/O: the server and the web read them.
 */

export const STAFF_ROLES = ["moderator", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The console's areas in the order its navigation lists them. */
export const CONSOLE_AREAS = [
  "overview",
  "users",
  "feedback",
  "moderation",
  "game-data",
  "instance",
  "audit",
] as const;
export type ConsoleArea = (typeof CONSOLE_AREAS)[number];

// A moderator handles what players send in; accounts, VIP, the game data and the instance are an admin's.
const MODERATOR_AREAS: ReadonlySet<ConsoleArea> = new Set(["overview", "feedback", "moderation"]);

/** The areas an account with this role sees; none for a player. */
export function consoleAreasFor(role: StaffRole | null): ConsoleArea[] {
  if (role === "admin") return [...CONSOLE_AREAS];
  if (role === "moderator") return CONSOLE_AREAS.filter((area) => MODERATOR_AREAS.has(area));
  return [];
}

/** How long a sign-in counts as fresh for a destructive action (suspend, delete, publish, role change). */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;

/** Whether a session signed in at `signedInAt` must sign in again before a destructive action. */
export function needsReauth(signedInAt: Date, now: Date): boolean {
  return now.getTime() - signedInAt.getTime() > REAUTH_WINDOW_MS;
}

/**
 * Whether changing `target`'s role from `from` to `to` would leave the instance with no admin, given how
 * many admins there are now.
 */
export function leavesNoAdmin(from: StaffRole | null, to: StaffRole | null, adminCount: number): boolean {
  return from === "admin" && to !== "admin" && adminCount <= 1;
}
