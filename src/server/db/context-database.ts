import type { SealedDatabase } from "#server/context.ts";
import type { Database } from "./client.ts";

/** Puts the database into a context (start-up, tests): from then on only services open it. */
export const sealDatabase = (database: Database): SealedDatabase => database as unknown as SealedDatabase;

/** The context's database, for services and the modules under them; routes may not import this. */
export const databaseOf = (ctx: { database: SealedDatabase }): Database =>
  ctx.database as unknown as Database;
