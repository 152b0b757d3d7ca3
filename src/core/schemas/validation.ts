import type { z } from "zod";
import { messages } from "#core/messages.ts";

// Every schema in src/core/schemas names its failures with texts from `messages`. Anything else
// (a wrong type from a hand-made request) reads as one generic text, never as zod's wording.
const KNOWN_MESSAGES: ReadonlySet<string> = new Set(
  Object.values(messages as Record<string, unknown>).filter((m): m is string => typeof m === "string"),
);

const userFacing = (message: string) => (KNOWN_MESSAGES.has(message) ? message : messages.invalidRequest);

export function firstMessage(result: z.ZodSafeParseResult<unknown>): string | null {
  if (result.success) return null;
  const known = result.error.issues.find((issue) => KNOWN_MESSAGES.has(issue.message));
  return known?.message ?? messages.invalidRequest;
}

type FieldErrors = Record<string, string>;
type Validated<T> = { ok: true; data: T } | { ok: false; message: string; fieldErrors: FieldErrors };

/** A failed check in the app's words: the first known message, and the first message per field path. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): {
  message: string;
  fieldErrors: FieldErrors;
} {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (!(key in fieldErrors)) fieldErrors[key] = userFacing(issue.message);
  }
  const known = issues.find((issue) => KNOWN_MESSAGES.has(issue.message));
  return { message: known?.message ?? messages.invalidRequest, fieldErrors };
}

// fieldErrors: the first message per field path ("filters.rarity"); "" is the input as a whole.
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, ...describeIssues(result.error.issues) };
}
