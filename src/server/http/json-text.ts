import type { Context, TypedResponse } from "hono";

/**
 * JSON a service has already written as text, sent as it is, with the type and Content-Type `c.json` would
 * give it, so the client's inferred type is unchanged: a list is not parsed and written again
 * (docs/decisions.md#2026-11-25-stored-builds-and-items-checked-on-write-passed-through-on-read).
 */
export const jsonText = <T>(c: Context, text: string) =>
  c.body(text, 200, { "Content-Type": "application/json" }) as unknown as TypedResponse<T, 200, "json">;
