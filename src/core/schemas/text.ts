import type { z } from "zod";
import { messages } from "#core/messages.ts";

// PostgreSQL refuses a NUL byte and a lone UTF-16 surrogate in text and JSON (SQLSTATE 22021/22P05): such
// text is refused where it enters, with the app's message, instead of failing later as a server error.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string): boolean =>
  !value.includes("\0") && !LONE_SURROGATE.test(value);

/** The path of the first string (value or key) in `value` that cannot be stored, or null. */
export function unstorablePath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === "string") return isStorableText(value) ? null : path;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    if (!isStorableText(key)) return at;
    const found = unstorablePath(item, at);
    if (found) return found;
  }
  return null;
}

/** `schema`, refusing any text in its result that the database cannot store. */
export const storable = <S extends z.ZodType>(schema: S) =>
  schema.superRefine((value, ctx) => {
    const path = unstorablePath(value);
    if (path) ctx.addIssue({ code: "custom", message: messages.unsupportedCharacters, path });
  });
