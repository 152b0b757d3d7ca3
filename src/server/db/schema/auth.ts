import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "../columns.ts";

// better-auth's tables (user, session, account, verification, rateLimit), written by hand from its
// documented schema (its CLI does not run on Node 20). The user row also holds the spec's user profile
// fields, so user, profile and nickname are written together in one row (docs/decisions.md).
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    ...timestamps(),
    isAnonymous: boolean("is_anonymous").notNull().default(false),
    // Stored lower-case; the unique index is the nickname registry of the spec.
    nickname: text("nickname").unique(),
    avatarBgColor: text("avatar_bg_color"),
    watchedTutorial: boolean("watched_tutorial").notNull().default(false),
    lastBugSubmission: timestamp("last_bug_submission", { withTimezone: true }),
    lastFeatureSubmission: timestamp("last_feature_submission", { withTimezone: true }),
    referredBy: text("referred_by"),
    referralCreditProcessed: boolean("referral_credit_processed").notNull().default(false),
    // The interface language the player chose (src/core/i18n/languages.ts); null: the device decides.
    language: text("language"),
    // "interface": game names follow the interface language; "english": they stay English.
    gameTerms: text("game_terms").notNull().default("interface"),
    // The console's roles (docs/product.md#the-console): null is a player; a moderator handles the queue and
    // the feedback inbox; an admin everything. The first admin is named by `npm run admin -- make-admin`.
    role: text("role", { enum: ["moderator", "admin"] }),
    // A suspended account cannot sign in and its public builds and profile are hidden everywhere
    // (hunters.owner_suspended is set in the same transaction); the reason is shown at sign-in.
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedReason: text("suspended_reason"),
    // A moderator reset the nickname: the player chooses a new one at the next sign-in.
    nicknameResetAt: timestamp("nickname_reset_at", { withTimezone: true }),
  },
  (t) => [index("user_referred_by_idx").on(t.referredBy)],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ...timestamps(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  // One provider account belongs to one player: two links of the same Discord account racing cannot both land.
  (t) => [
    index("account_user_idx").on(t.userId),
    uniqueIndex("account_provider_account_idx").on(t.providerId, t.accountId),
  ],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

// Rate limits live in the database so several instances share one count (docs/product.md#security).
export const rateLimit = pgTable(
  "rate_limit",
  {
    id: text("id").primaryKey(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
    // Milliseconds since the epoch: too large for a 32-bit integer.
    lastRequest: bigint("last_request", { mode: "number" }).notNull(),
  },
  (t) => [uniqueIndex("rate_limit_key_idx").on(t.key)],
);

// Passkeys (@better-auth/passkey): the public key of each credential a player registered.
export const passkey = pgTable(
  "passkey",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }),
    aaguid: text("aaguid"),
  },
  (t) => [index("passkey_user_idx").on(t.userId), uniqueIndex("passkey_credential_idx").on(t.credentialID)],
);
