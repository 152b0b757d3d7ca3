import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { preparedPer } from "#server/db/prepared.ts";
import { qualified } from "#server/db/qualified.ts";
import { session, user } from "#server/db/schema.ts";
import type { ServerContext } from "../context.ts";
import { type KnownAccount, type LimitSources, limitSourceColumns, limitSourcesOf } from "./user-limits.ts";

export type UserRow = typeof user.$inferSelect;

/** A session found by its token, with its user, what the user's limits are made of and any read alongside. */
export type FoundSession = {
  sessionId: string;
  expiresAt: Date;
  user: UserRow;
  limits: LimitSources;
  alongside?: { read: SessionRead<unknown>; row: unknown };
};

type Columns = (owner: SQL) => Record<string, SQL>;

const sessionQuery = (db: Db, columns?: Columns) =>
  db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      user,
      ...limitSourceColumns(user.id),
      ...columns?.(qualified(user.id)),
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")));

// Every signed-in request asks this
// (docs/decisions.md#2026-11-24-our-own-session-check-read-on-every-request-no-session-cache): one prepared
// statement per database brings the session, its user and the sources of the user's limits in one round trip.
const lookup = preparedPer((db: Db) => sessionQuery(db).prepare("session_by_token"));

const statementsOf = (name: string, columns: Columns) => ({
  withSession: preparedPer((db: Db) => sessionQuery(db, columns).prepare(`session_by_token_${name}`)),
  byUser: preparedPer((db: Db) =>
    db
      .select({ ...limitSourceColumns(user.id), ...columns(qualified(user.id)) })
      .from(user)
      .where(eq(user.id, sql.placeholder("userId")))
      .prepare(`${name}_by_user`),
  ),
});

/**
 * A read of the signed-in user's own data that rides the session check's statement
 * (docs/decisions.md#2026-11-29-the-lists-ride-the-session-check-the-devices-language-as-a-cookie): on these
 * machines each round trip to PostgreSQL costs more of the server's CPU than the list it brings
 * (docs/performance.md), so the roster, the inventory and the presets come with the session, in one. Its
 * columns are subqueries about the user whose id is `owner`. When the session was checked another way
 * (better-auth: a bearer token, a renewal), the same columns are read by the user's id, with the limits'
 * sources beside them: still one statement. Made with `sessionRead`, read with `readWithLimits`.
 */
export type SessionRead<Row> = ReturnType<typeof statementsOf> & {
  name: string;
  /** Only carries the row's type to `readWithLimits`; never set. */
  row?: Row;
};

/** Declares a read that rides the session check; `name` names its prepared statements. */
export const sessionRead = <Row>(name: string, columns: Columns): SessionRead<Row> => ({
  name,
  ...statementsOf(name, columns),
});

/**
 * The session whose token this is, as stored now, with `read`'s row if one is asked; null when there is
 * none (signed out, revoked).
 */
export async function findSession(
  ctx: Pick<ServerContext, "database">,
  token: string,
  read?: SessionRead<unknown>,
): Promise<FoundSession | null> {
  const db = databaseOf(ctx).db;
  const [row] = read ? await read.withSession(db).execute({ token }) : await lookup(db).execute({ token });
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
    user: row.user,
    limits: limitSourcesOf(row),
    ...(read ? { alongside: { read, row } } : {}),
  };
}

/**
 * `read`'s row for the user, with the sources of their limits: as the session check brought them when it
 * did, else by the user's id in one statement. An unknown user reads as one with nothing.
 */
export async function readWithLimits<Row>(
  db: Db,
  read: SessionRead<Row>,
  userId: string,
  known: KnownAccount,
): Promise<{ row: Partial<Row>; limits: LimitSources }> {
  if (known && known.user.id === userId && known.alongside?.read === read)
    return { row: known.alongside.row as Row, limits: known.limits };
  const [row] = await read.byUser(db).execute({ userId });
  if (!row) return { row: {}, limits: { purchases: [], referralCount: 0 } };
  return { row: row as Partial<Row>, limits: limitSourcesOf(row) };
}
