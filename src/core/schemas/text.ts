import { z } from "zod";
import { messages } from "#core/messages.ts";

// PostgreSQL refuses a NUL byte and a lone UTF-16 surrogate in text (SQLSTATE 22021/22P05): such text is
// refused where it enters, with the app's message, instead of failing later as a server error.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string): boolean =>
  !value.includes("\0") && !LONE_SURROGATE.test(value);

/** A string that the database can store, refused with `message` otherwise. */
export const storableText = (message: string = messages.invalidRequest) =>
  z.string({ error: message }).refine(isStorableText, { error: message });
