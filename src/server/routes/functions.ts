import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { messages } from "#core/messages.ts";
import { recalculateAchievementsDataSchema } from "#core/schemas/achievements.ts";
import type { AppBindings, ServerContext } from "#server/context.ts";
import { badRequest, notFound, tooMany } from "#server/errors.ts";
import { requireVerifiedUser } from "#server/http/session.ts";
import { type AchievementsContext, recalculateAchievements } from "#server/services/achievements.ts";
import { consumeRequestLimit } from "#server/services/request-limits.ts";
import { type CallableErrorBody, toCallableFailure } from "./functions-protocol.ts";

type FunctionsContext = AchievementsContext & Pick<ServerContext, "env">;

// A recalculation reads every hunter of the player: a few a minute are plenty.
export const RECALCULATION_LIMIT = { window: 60, max: 10 };

type Send = (message: unknown) => void;
type Prepared = (send: Send) => Promise<unknown>;

async function readCallableBody(c: Context<AppBindings>): Promise<{ data: unknown }> {
  const bad = () => badRequest(messages.invalidRequest);
  if (c.req.method !== "POST") throw bad();
  if (!c.req.header("content-type")?.toLowerCase().startsWith("application/json")) throw bad();
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw bad();
  }
  if (typeof body !== "object" || body === null || Array.isArray(body) || !("data" in body)) throw bad();
  return body as { data: unknown };
}

/**
 * Checks a call in the protocol's order (a well-formed request, then who calls, then the data) and
 * returns the work to run; anything wrong throws, to be answered as the protocol's error.
 */
async function prepare(ctx: FunctionsContext, c: Context<AppBindings>): Promise<Prepared> {
  if (c.req.param("name") !== "recalculateAchievements") throw notFound("Function not found.");
  const { data } = await readCallableBody(c);
  const userId = requireVerifiedUser(c).id;
  const parsed = recalculateAchievementsDataSchema.safeParse(data);
  if (!parsed.success) throw badRequest(messages.invalidRequest);
  if (parsed.data.appId !== ctx.env.APP_ID) throw badRequest(messages.callableWrongApp);
  if (ctx.env.RATE_LIMIT === "on") {
    const key = `callable|recalculateAchievements|${userId}`;
    const limit = await consumeRequestLimit(ctx, key, RECALCULATION_LIMIT, Date.now());
    if (!limit.allowed)
      throw tooMany(messages.tooManyAttempts, "resource-exhausted", { retryAfter: limit.retryAfter });
  }
  return (send) => recalculateAchievements(ctx, userId, send);
}

// Firebase's callable streaming shape: `data: {"message":…}` frames, then one `result` or `error`
// frame, on a 200 event stream, so every outcome of a streaming call arrives as a frame.
function streamCall(c: Context<AppBindings>, prepared: Promise<Prepared>) {
  c.header("Cache-Control", "no-cache, no-transform");
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    const write = (payload: { message: unknown } | { result: unknown } | { error: CallableErrorBody }) =>
      stream.writeSSE({ data: JSON.stringify(payload) });
    try {
      const run = await prepared;
      const result = await run((message) => void write({ message }));
      await write({ result });
    } catch (error) {
      await write({ error: toCallableFailure(error).error });
    }
  });
}

/** Callable functions (docs/product.md#callable-protocol); mounted at /api/functions. */
export function functionRoutes(ctx: FunctionsContext) {
  return new Hono<AppBindings>().all("/:name", async (c) => {
    const prepared = prepare(ctx, c);
    if (c.req.header("accept")?.includes("text/event-stream")) return streamCall(c, prepared);
    try {
      const run = await prepared;
      return c.json({ result: await run(() => undefined) });
    } catch (error) {
      const { httpStatus, error: body } = toCallableFailure(error);
      return c.json({ error: body }, httpStatus);
    }
  });
}
