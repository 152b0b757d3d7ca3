import type { GameData } from "#core/game-data/schema.ts";
import type { PasswordHashing } from "./auth/password-hashing.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { LiveHub } from "./live/hub.ts";
import type { LiveTopic } from "./live/topics.ts";
import type { FoundSession } from "./services/session-lookup.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

declare const sealed: unique symbol;
/**
 * The database as the context carries it. Routes hold the context but cannot open this: a service opens it
 * with `databaseOf` (#server/db/context-database.ts, which routes may not import), so a route reaches the
 * database only through a service, and `ctx.database.db` in a route fails the type check.
 */
export type SealedDatabase = { readonly [sealed]: Database };

/** Everything a route or service needs from the outside world, passed in so tests build their own. */
export interface ServerContext {
  env: Env;
  database: SealedDatabase;
  gameData: { get: () => GameData; replace: (data: GameData) => void };
  sendMail: (mail: OutgoingMail) => Promise<void>;
  now: () => Date;
  /** The key derivation of every password: registration's, better-auth's sign-in, change and reset. */
  passwords: PasswordHashing;
  live: LiveHub;
  /** Tells the user's open tabs (on every instance) that a document changed; call after the commit. */
  notify: (userId: string, topic?: LiveTopic) => Promise<void>;
  /** The same for a write whose statement carried the NOTIFY (live/notify-in-write.ts): this instance's part. */
  announce: (userId: string, topic: LiveTopic) => void;
}

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  isAnonymous: boolean;
  nickname: string | null;
}

/**
 * Hono variables set by the session middleware; `sessionId` lets a live stream end with its session.
 * `account` is the user's stored row and limit sources as the session check read them, so a route need
 * not read them again (null when better-auth answered instead: a bearer token, a refresh, a miss).
 */
export type AppVariables = {
  user: SessionUser | null;
  sessionId: string | null;
  account: FoundSession | null;
};
export type AppBindings = { Variables: AppVariables };
