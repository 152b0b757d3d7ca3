// The stored version (updatedAt) an edit is checked against
// (docs/decisions.md#2026-11-24-edits-made-offline): two saves within one millisecond still get different
// versions, or an edit based on the first could pass as based on the second.
export const nextVersion = (now: Date, stored: Date) =>
  now.getTime() > stored.getTime() ? now : new Date(stored.getTime() + 1);

/**
 * Whether an edit started from the stored version; no base given means the client does not check. The
 * base must be the very text the server sent: parsed, "…57.909999Z" (a later moment) rounds to "…57.909Z".
 */
export const isBasedOn = (stored: Date, baseUpdatedAt: string | undefined) =>
  baseUpdatedAt === undefined || baseUpdatedAt === stored.toISOString();
