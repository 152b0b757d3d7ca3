import type { GameData } from "#core/game-data/schema.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Everything a route or service needs from the outside world, passed in so tests build their own. */
export interface ServerContext {
  env: Env;
  database: Database;
  gameData: { get: () => GameData; replace: (data: GameData) => void };
  sendMail: (mail: OutgoingMail) => Promise<void>;
  now: () => Date;
}

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  isAnonymous: boolean;
  nickname: string | null;
}

/** Hono variables set by the session middleware. */
export type AppVariables = { user: SessionUser | null };
export type AppBindings = { Variables: AppVariables };
