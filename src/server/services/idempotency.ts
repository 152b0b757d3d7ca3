import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import { messages } from "#core/messages.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { idempotencyKeys } from "#server/db/schema.ts";
import { conflict } from "#server/errors.ts";
import { uniqueViolation } from "./unique-violation.ts";

// Writes sent with an Idempotency-Key
// (docs/decisions.md#2026-11-24-a-write-is-applied-once-however-often-it-is-sent): the key and the answer
// commit in the write's own transaction, so a repeat finds both or neither, on every instance.

/** A write request carrying a key: who sent it, to which route, a hash of what, and its success status. */
export type KeyedRequest = {
  userId: string;
  key: string;
  route: string;
  requestHash: string;
  successStatus: number;
  now: Date;
};

export type StoredAnswer = typeof idempotencyKeys.$inferSelect;

/**
 * open: no write yet; writing: one began (and failed, if the handler is done); stored: it committed with
 * its key; taken: another request's write holds the key.
 */
type KeyState = "open" | "writing" | "stored" | "taken";
type Scope = { request: KeyedRequest; state: KeyState };

const scopes = new AsyncLocalStorage<Scope>();

const KEY_CONSTRAINT = "idempotency_keys_pk";
/** Keys are kept at least this long; an outbox waits far less between tries. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

const keyOf = (userId: string, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

export async function findAnswer(db: Db, userId: string, key: string): Promise<StoredAnswer | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(keyOf(userId, key));
  return row;
}

/** Runs a request's handler with its key in reach of `writeTransaction`; says what became of the key. */
export async function withKey(request: KeyedRequest, handle: () => Promise<void>): Promise<KeyState> {
  const scope: Scope = { request, state: "open" };
  await scopes.run(scope, handle);
  return scope.state;
}

/**
 * A write under the request's key, if it has one: `write` gets the key and must store it, with its answer,
 * in the write's own commit (a transaction, or a single statement:
 * docs/decisions.md#2026-11-29-a-save-and-an-item-add-without-a-transaction-of-their-own). A write that finds
 * the key already stored, or fails on it, means another request with this key wrote first: the route then
 * answers what that one answered (http/idempotency.ts).
 */
export async function keyedWrite<T>(write: (key: KeyedRequest | null) => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  if (!scope) return write(null);
  // A second write would find the first's key and fail: one keyed request, one write.
  if (scope.state !== "open") throw new Error(`${scope.request.route} writes twice under one key`);
  scope.state = "writing";
  try {
    const result = await write(scope.request);
    scope.state = "stored";
    return result;
  } catch (error) {
    // keyTaken() may have marked it meanwhile: TypeScript cannot see that across the await.
    if ((scope.state as KeyState) !== "taken" && uniqueViolation(error) !== KEY_CONSTRAINT) throw error;
    throw keyTaken();
  }
}

/** For a write that read its key as already stored: another request with the key wrote first. */
function keyTaken(): Error {
  const scope = scopes.getStore();
  if (scope) scope.state = "taken";
  // Seen only if the winner's answer cannot be read back; the client sends the key again later.
  return conflict(messages.idempotencyKeyInProgress, "idempotency-key-in-progress");
}

/** The key's row, with the answer `body` (the JSON the route answers), as values for an insert. */
export const keyRow = (request: KeyedRequest, body: string | null) => ({
  userId: request.userId,
  key: request.key,
  route: request.route,
  requestHash: request.requestHash,
  responseStatus: request.successStatus,
  responseBody: body,
  createdAt: request.now,
});

/**
 * A CTE that stores the request's key with `body`, one row for each row of the CTE named `source`: a
 * write that changes nothing stores no key (key and write in one statement).
 */
export function keyInsertFrom(request: KeyedRequest, body: string | null, source: string): SQL {
  const k = keyRow(request, body);
  return sql`keyed as (
    insert into ${idempotencyKeys} (user_id, key, route, request_hash, response_status, response_body, created_at)
    select ${k.userId}, ${k.key}, ${k.route}, ${k.requestHash}, ${k.responseStatus}, ${k.responseBody},
      ${k.createdAt.toISOString()}::timestamptz from ${sql.raw(source)}
  )`;
}

/**
 * One write in one transaction. Under a key, the key is claimed first: a second request with the same key
 * waits on the first's row and then fails on it, instead of writing again or refusing what the first did
 * (a conflict, a full inventory). The answer is stored before the commit, so no key exists without one.
 * The body stored is the JSON of what `work` returns, which is what the route answers.
 */
export function writeTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return keyedWrite((request) =>
    request === null
      ? db.transaction(work)
      : db.transaction(async (tx) => {
          await tx.insert(idempotencyKeys).values(keyRow(request, null));
          const done = await work(tx);
          if (done !== undefined)
            await tx
              .update(idempotencyKeys)
              .set({ responseBody: JSON.stringify(done) })
              .where(keyOf(request.userId, request.key));
          return done;
        }),
  );
}

const lastPurge = new WeakMap<Db, number>();

/** Drops keys past their lifetime, at most once an hour per database (the created_at index keeps it short). */
export async function purgeExpiredKeys(db: Db, now: Date): Promise<void> {
  const last = lastPurge.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < PURGE_EVERY_MS) return;
  lastPurge.set(db, now.getTime());
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS)));
}
