import { z } from "zod";
import { GAME_TERMS, LANGUAGES } from "#core/i18n/languages.ts";
import { STAFF_ROLES } from "#core/rules/admin.ts";

// GET /api/me: the signed-in user's document with everything derived (docs/product.md#account-fields, #slots, #paying-and-vip).
const meSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  isAnonymous: z.boolean(),
  nickname: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  avatarBgColor: z.string().nullable(),
  createdAt: z.string(),
  watchedTutorial: z.boolean(),
  // null: the account has no language yet and the device's choice (or the browser's) leads.
  language: z.enum(LANGUAGES).nullable(),
  gameTerms: z.enum(GAME_TERMS),
  lastBugSubmission: z.string().nullable(),
  lastFeatureSubmission: z.string().nullable(),
  referredBy: z.string().nullable(),
  referralCreditProcessed: z.boolean(),
  referralCount: z.number().int(),
  isVip: z.boolean(),
  vipUntil: z.string().nullable(),
  vipLifetime: z.boolean(),
  extraSlots: z.number().int(),
  permanentSlots: z.number().int(),
  vipSlots: z.number().int(),
  totalSlots: z.number().int(),
  lockedVipSlots: z.number().int(),
  presetLimit: z.number().int(),
  inventoryCapacity: z.number().int(),
  // The console's role (docs/product.md#the-console): null for a player; the shell shows the console to staff.
  role: z.enum(STAFF_ROLES).nullable(),
});

export type Me = z.infer<typeof meSchema>;
