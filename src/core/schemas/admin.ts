import { z } from "zod";
import { messages } from "#core/messages.ts";
import { CONSOLE_AREAS, STAFF_ROLES } from "#core/rules/admin.ts";
import { isStorableText, storable } from "./text.ts";

const staffRoleSchema = z.enum(STAFF_ROLES);

/** GET /api/admin/overview (docs/product.md#the-console): the caller's role, areas and what waits. */
export const consoleOverviewSchema = z.object({
  role: staffRoleSchema,
  areas: z.array(z.enum(CONSOLE_AREAS)),
  counts: z.object({
    /** Feedback nobody has looked at yet. */
    newFeedback: z.number().int().nonnegative(),
    /** Open reports and open verification requests together. */
    openModeration: z.number().int().nonnegative(),
  }),
});
export type ConsoleOverview = z.infer<typeof consoleOverviewSchema>;

const invalid = { error: messages.invalidRequest };
const ID_MAX = 64;

/** Why a staff member acts: the audit log keeps it, and a suspended player reads it at sign-in. */
const CONSOLE_REASON_MAX = 500;
const reason = z
  .string({ error: messages.consoleReasonRequired })
  .trim()
  .min(1, messages.consoleReasonRequired)
  .max(CONSOLE_REASON_MAX, messages.consoleReasonTooLong);

/** An account named in a console path; one that cannot exist is simply not found. */
export const consoleUserParamSchema = z.object({
  userId: z
    .string({ error: messages.consoleUserNotFound })
    .min(1, messages.consoleUserNotFound)
    .max(ID_MAX, messages.consoleUserNotFound)
    .refine(isStorableText, { error: messages.consoleUserNotFound }),
});

/** GET /api/admin/users?q=: part of an e-mail or nickname, or a whole id; blank lists the newest accounts. */
export const userSearchQuerySchema = z.object(
  { q: z.string(invalid).trim().max(320, invalid).refine(isStorableText, invalid).default("") },
  invalid,
);

/** POST /api/admin/users/:userId/grants: what goes into the purchases ledger, as the CLI writes it. */
export const ledgerGrantSchema = storable(
  z.discriminatedUnion(
    "kind",
    [
      z.object({
        kind: z.literal("vip-months"),
        months: z.number(invalid).int(invalid).min(1, invalid).max(120, invalid),
        reason,
      }),
      z.object({ kind: z.literal("vip-lifetime"), reason }),
      z.object({
        kind: z.literal("slots"),
        count: z.number(invalid).int(invalid).min(1, invalid).max(100, invalid),
        reason,
      }),
      z.object({ kind: z.literal("vip-revoke"), reason }),
    ],
    invalid,
  ),
);
export type LedgerGrantInput = z.infer<typeof ledgerGrantSchema>;

/** Suspend, lift, sign out everywhere: the reason only. */
export const consoleReasonSchema = storable(z.object({ reason }, invalid));

/** PUT /api/admin/users/:userId/role: a role, or null to make the account a player again. */
export const roleChangeSchema = storable(
  z.object({ role: z.enum(STAFF_ROLES, invalid).nullable(), reason }, invalid),
);

/** DELETE /api/admin/users/:userId: the account's e-mail typed again, and why. */
export const deleteUserSchema = storable(
  z.object({ confirm: z.string(invalid).trim().max(320, invalid), reason }, invalid),
);

/** GET /api/admin/audit: every filter optional; `before` pages back from an entry's id. */
export const auditQuerySchema = z.object(
  {
    actor: z.string(invalid).trim().max(320, invalid).refine(isStorableText, invalid).optional(),
    action: z.string(invalid).trim().max(64, invalid).refine(isStorableText, invalid).optional(),
    target: z.string(invalid).trim().max(ID_MAX, invalid).refine(isStorableText, invalid).optional(),
    from: z.iso.date(invalid).optional(),
    to: z.iso.date(invalid).optional(),
    before: z.string(invalid).max(ID_MAX, invalid).refine(isStorableText, invalid).optional(),
  },
  invalid,
);
export type AuditQuery = z.infer<typeof auditQuerySchema>;
