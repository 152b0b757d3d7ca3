import { createHash } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { messages } from "#core/messages.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { databaseOf } from "#server/db/context-database.ts";
import { badRequest, refused } from "#server/errors.ts";
import {
  findAnswer,
  type KeyedRequest,
  purgeExpiredKeys,
  type StoredAnswer,
  withKey,
} from "#server/services/idempotency.ts";

// A UUID, or any other client's reasonable token: long enough not to collide, short enough to index.
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

// The path is in the hash, so one key sent to another hunter's URL with the same body is not a repeat.
const hashOf = (method: string, path: string, body: string) =>
  createHash("sha256").update(`${method} ${path}\n${body}`).digest("hex");

function answerAgain(c: Context, stored: StoredAnswer, request: KeyedRequest): Response {
  if (stored.route !== request.route || stored.requestHash !== request.requestHash)
    throw refused(messages.idempotencyKeyReused, "idempotency-key-reused");
  c.header("Idempotency-Replayed", "true");
  if (stored.responseBody === null) return c.body(null, stored.responseStatus as 204);
  c.header("Content-Type", "application/json");
  return c.body(stored.responseBody, stored.responseStatus as ContentfulStatusCode);
}

/**
 * A write route whose request may carry an `Idempotency-Key`
 * (docs/decisions.md#2026-11-24-a-write-is-applied-once-however-often-it-is-sent): a key seen before answers
 * what it answered then and changes nothing (422 if the request differs); a new one runs the route, whose
 * service stores key and answer in its write's transaction (services/idempotency.ts). Without the header the
 * route runs as it always did. `successStatus` is the status the route answers a success with.
 *
 * `lookup: "in-the-write"` skips the lookup before the route: the answer is looked up only when the request
 * fails (as every route's is then), because its write found the key taken or it was refused by what the
 * first request changed or by a body the first did not send. Every first request saves a round trip,
 * and a repeat gets what it would get with "first".
 */
export const idempotent = (
  ctx: ServerContext,
  successStatus: 200 | 201 | 204,
  { lookup }: { lookup: "first" | "in-the-write" } = { lookup: "first" },
) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const key = c.req.header("Idempotency-Key");
    const user = c.get("user");
    if (key === undefined || !user) return next();
    if (!KEY_PATTERN.test(key)) throw badRequest(messages.idempotencyKeyInvalid);
    const db = databaseOf(ctx).db;
    const request: KeyedRequest = {
      userId: user.id,
      key,
      route: `${c.req.method} ${c.req.routePath}`,
      requestHash: hashOf(c.req.method, c.req.path, await c.req.text()),
      successStatus,
      now: ctx.now(),
    };
    const stored = lookup === "first" ? await findAnswer(db, user.id, key) : undefined;
    if (stored) return answerAgain(c, stored, request);
    const state = await withKey(request, next);
    if (state === "stored") return purgeExpiredKeys(db, request.now);
    // Another request with this key, here or on another instance, wrote first and has committed (the write
    // failed on the key, or lost a race to it, as a save that found its row changed): its answer is this one's.
    if (state === "taken" || !c.res.ok) {
      const winner = await findAnswer(db, user.id, key);
      if (winner) c.res = answerAgain(c, winner, request);
      return;
    }
    // A success that stored nothing would be applied again on a retry: the route's service must use
    // keyedWrite or writeTransaction.
    console.error(`${request.route} answered ${c.res.status} without storing its key`);
  });
